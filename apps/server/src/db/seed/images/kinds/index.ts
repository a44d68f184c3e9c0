/** Every kind's drawing, keyed by PartKind. */
import type { PartKind } from '../../demo-types';
import { accessoriesArt } from './accessories';
import { chassisArt } from './chassis';
import { electricsArt } from './electrics';
import { engineArt } from './engine';
import { gearArt } from './gear';
import { helmetArt } from './helmets';
import type { KindArt } from './kit';

export const ART: Readonly<Record<PartKind, KindArt>> = {
  ...helmetArt,
  ...gearArt,
  ...engineArt,
  ...chassisArt,
  ...electricsArt,
  ...accessoriesArt,
};
