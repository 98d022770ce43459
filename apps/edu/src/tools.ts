import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One card of the tool menu (docs/edu.md: `/generator` shows the tools as cards). */
export interface EduTool {
  to: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** A decorative symbol on the card. */
  symbol: string;
  /** The tool needs a signed-in user (the guided generators). */
  needLogin: boolean;
}

/** The education edition's tools, in menu order: the guided generators first, then the generator package's tools. */
export const EDU_TOOLS: readonly EduTool[] = [
  {
    to: '/generator/spaceship',
    title: msg`Design a spaceship`,
    description: msg`Pick a shape, a colour, a power and a place, and watch your spaceship appear.`,
    symbol: '🚀',
    needLogin: true,
  },
  {
    to: '/generator/dreamJob',
    title: msg`My dream job`,
    description: msg`Choose a job, a place and a style for a friendly cartoon character.`,
    symbol: '🧑‍🚀',
    needLogin: true,
  },
  {
    to: '/generator/image',
    title: msg`Words to picture`,
    description: msg`Describe a picture in a few words and the computer paints it.`,
    symbol: '🎨',
    needLogin: false,
  },
  {
    to: '/generator/imageTo3D',
    title: msg`Picture to 3D`,
    description: msg`Turn a picture into a 3D model you can spin around.`,
    symbol: '🧊',
    needLogin: false,
  },
  {
    to: '/create/cartoonFigurine',
    title: msg`Cartoon figurine`,
    description: msg`Make a little cartoon figure from a picture.`,
    symbol: '🧸',
    needLogin: false,
  },
  {
    to: '/generator/inpainting',
    title: msg`Magic brush`,
    description: msg`Paint over part of a picture and change it.`,
    symbol: '🖌️',
    needLogin: false,
  },
];
