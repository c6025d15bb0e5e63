import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Opens `/customize-feeds`. */
export const customizeLink = (
  <Button
    component={Link}
    to="/customize-feeds"
    variant="light"
    size="xs"
    leftSection={<IconAdjustments size={14} aria-hidden />}
  >
    Customize
  </Button>
);
