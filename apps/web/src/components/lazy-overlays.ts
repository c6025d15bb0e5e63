import type { DrawerProps, ModalProps } from '@mantine/core';
import { lazyDialog } from './lazy-dialog';

/** Mantine's Modal, loaded the first time it opens (see lazyDialog): same props, same behaviour once open. */
export const LazyModal = lazyDialog<ModalProps>(
  () => import('./overlays').then((module) => ({ default: module.Modal })),
  'modal',
  (props) => props.opened,
);

/** Mantine's Drawer, loaded the first time it opens. */
export const LazyDrawer = lazyDialog<DrawerProps>(
  () => import('./overlays').then((module) => ({ default: module.Drawer })),
  'drawer',
  (props) => props.opened,
);
