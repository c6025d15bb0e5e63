import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../lib/logout';

/** `/signout`: ends the session on the server and in this browser, then shows the sign-in page. */
export default function SignoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <Center mih="40vh" role="status" aria-label="Signing out">
      <Loader />
    </Center>
  );
}
