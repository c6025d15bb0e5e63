import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirection } from '../../../lib/session';

/** For open pages that need a reader: explains why and signs in, coming back here afterwards. */
export function SignInPrompt({ message }: { message: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = () => {
    rememberRedirection(`${pathname}${search}`);
    void navigate('/login');
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={signIn}>
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
