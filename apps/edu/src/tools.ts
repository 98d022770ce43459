import { msg } from '@lingui/core/macro';
import type { ComponentType, SVGProps } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { BriefcaseIcon, BrushIcon, CubeIcon, FigurineIcon, PaletteIcon, RocketIcon } from '@aigc/ui';

/** One card of the tool menu (docs/edu.md: `/generator` shows the tools as cards). */
export interface EduTool {
  to: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The card's decorative icon (an SVG of the ui kit: emoji need a font Chromium may lack). */
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The tool needs a signed-in user (the guided generators). */
  needLogin: boolean;
}

/** The education edition's tools, in menu order: the guided generators first, then the generator package's tools. */
export const EDU_TOOLS: readonly EduTool[] = [
  {
    to: '/generator/spaceship',
    title: msg`Design a spaceship`,
    description: msg`Pick a shape, a colour, a power and a place, and watch your spaceship appear.`,
    Icon: RocketIcon,
    needLogin: true,
  },
  {
    to: '/generator/dreamJob',
    title: msg`My dream job`,
    description: msg`Choose a job, a place and a style for a friendly cartoon character.`,
    Icon: BriefcaseIcon,
    needLogin: true,
  },
  {
    to: '/generator/image',
    title: msg`Words to picture`,
    description: msg`Describe a picture in a few words and the computer paints it.`,
    Icon: PaletteIcon,
    needLogin: false,
  },
  {
    to: '/generator/imageTo3D',
    title: msg`Picture to 3D`,
    description: msg`Turn a picture into a 3D model you can spin around.`,
    Icon: CubeIcon,
    needLogin: false,
  },
  {
    to: '/create/cartoonFigurine',
    title: msg`Cartoon figurine`,
    description: msg`Make a little cartoon figure from a picture.`,
    Icon: FigurineIcon,
    needLogin: false,
  },
  {
    to: '/generator/inpainting',
    title: msg`Magic brush`,
    description: msg`Paint over part of a picture and change it.`,
    Icon: BrushIcon,
    needLogin: false,
  },
];
