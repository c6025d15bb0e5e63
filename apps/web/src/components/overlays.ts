// Mantine's Modal and Drawer, imported only through lazy-overlays.ts so they load when first opened.
export { Drawer, Modal } from '@mantine/core';
