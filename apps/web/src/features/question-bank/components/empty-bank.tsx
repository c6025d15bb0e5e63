import { Button } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { bankTypePath } from '../api/bank-paths';

/** A bank with no question yet: what it is for, and the first step for the caller's role. */
export function EmptyBank({ faculty, school }: { faculty: boolean; school: boolean }) {
  return (
    <EmptyState
      icon={<IconBooks size={30} />}
      title="No questions in your bank yet"
      order={3}
      actions={
        faculty ? (
          <Button component={Link} to={bankTypePath('create')} leftSection={<IconPlus size={16} aria-hidden />}>
            Add question
          </Button>
        ) : school ? (
          <>
            <Button component={Link} to="/team">
              Add your teachers
            </Button>
            <Button component={Link} to="/school-adoption" variant="light">
              Adopt another school’s bank
            </Button>
          </>
        ) : undefined
      }
    >
      {faculty
        ? 'Write questions for your classes here. Once approved, they go into class quizzes and question papers.'
        : 'Your teachers write questions here for class quizzes and question papers, and you approve them. You can also use questions another school shares.'}
    </EmptyState>
  );
}
