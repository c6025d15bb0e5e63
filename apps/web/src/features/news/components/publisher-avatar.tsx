import { Avatar } from '@mantine/core';
import type { PublisherSummary } from '@noticeboard/shared';

interface PublisherAvatarProps {
  publisher: PublisherSummary;
  size?: number;
}

/** The publisher's logo, or its initials on a colour picked from its name (stable between visits). */
export function PublisherAvatar({ publisher, size = 24 }: PublisherAvatarProps) {
  return (
    <Avatar
      src={publisher.logoUrl}
      alt=""
      name={publisher.name}
      color="initials"
      size={size}
      radius="xl"
      imageProps={{ loading: 'lazy', decoding: 'async', width: size, height: size }}
    />
  );
}
