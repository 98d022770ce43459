import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EDU_GENERATORS, GuidedGeneratorName } from '@aigc/domain';

type Choices<G extends GuidedGeneratorName> = (typeof EDU_GENERATORS)[G]['choices'];

/** What the screen says for each choice and option of a guided generator, keyed like `EDU_GENERATORS`. */
export type GuidedLabels<G extends GuidedGeneratorName> = {
  [C in keyof Choices<G>]: { question: MessageDescriptor; options: { [O in keyof Choices<G>[C]]: MessageDescriptor } };
};

/** The spaceship generator's questions and options (docs/edu.md 'Guided generators'). */
export const SPACESHIP_LABELS: GuidedLabels<'spaceship'> = {
  shape: {
    question: msg`What shape is it?`,
    options: {
      rocket: msg`Rocket`,
      saucer: msg`Flying saucer`,
      shuttle: msg`Space shuttle`,
      bubble: msg`Bubble ship`,
      dragon: msg`Dragon ship`,
    },
  },
  color: {
    question: msg`What colour?`,
    options: { red: msg`Red`, blue: msg`Blue`, green: msg`Green`, gold: msg`Gold`, rainbow: msg`Rainbow` },
  },
  power: {
    question: msg`What makes it fly?`,
    options: {
      flames: msg`Rocket flames`,
      solar: msg`Solar panels`,
      crystal: msg`Glowing crystals`,
      balloons: msg`Balloons`,
      magic: msg`Magic stars`,
    },
  },
  place: {
    question: msg`Where is it flying?`,
    options: {
      moon: msg`The Moon`,
      mars: msg`Mars`,
      stars: msg`Among the stars`,
      rings: msg`Saturn's rings`,
      undersea: msg`Out of the ocean`,
    },
  },
};

/** The dream-job generator's questions and options (docs/edu.md 'Guided generators'). */
export const DREAM_JOB_LABELS: GuidedLabels<'dreamJob'> = {
  job: {
    question: msg`What job?`,
    options: {
      astronaut: msg`Astronaut`,
      doctor: msg`Doctor`,
      chef: msg`Chef`,
      scientist: msg`Scientist`,
      artist: msg`Artist`,
      firefighter: msg`Firefighter`,
      vet: msg`Vet`,
      teacher: msg`Teacher`,
      pilot: msg`Pilot`,
      farmer: msg`Farmer`,
      engineer: msg`Engineer`,
      musician: msg`Musician`,
    },
  },
  place: {
    question: msg`Where do they work?`,
    options: {
      space: msg`Space station`,
      hospital: msg`Hospital`,
      kitchen: msg`Kitchen`,
      laboratory: msg`Laboratory`,
      studio: msg`Art studio`,
      forest: msg`Forest`,
      city: msg`City`,
      ocean: msg`Ocean`,
    },
  },
  style: {
    question: msg`What style?`,
    options: { cartoon: msg`Cartoon`, watercolor: msg`Watercolour`, clay: msg`Clay`, pixel: msg`Pixel art` },
  },
};
