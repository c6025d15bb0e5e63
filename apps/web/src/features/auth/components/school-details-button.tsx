import { Button } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const SchoolDetailsDialog = lazy(() => import('./school-details-dialog'));

/** `/institute/update` from the school's own page: the school's name, contact number and address. */
export function SchoolDetailsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBuildingCommunity size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        School details
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SchoolDetailsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
