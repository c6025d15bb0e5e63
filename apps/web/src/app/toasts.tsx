import { Notifications } from '@mantine/notifications';

/** The toast container, split out so it loads after the first paint. */
export default function Toasts() {
  return <Notifications position="top-center" />;
}
