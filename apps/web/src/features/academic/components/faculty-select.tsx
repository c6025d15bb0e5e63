import { Select, type SelectProps } from '@mantine/core';
import { useFaculty } from '../api/faculty';

type FacultySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (facultyId: string | null) => void;
};

/** The school's faculty by name and email; clearing it leaves the subject without a teacher. */
export function FacultySelect({ value, onChange, ...props }: FacultySelectProps) {
  const faculty = useFaculty();
  const data = (faculty.data?.content ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} · ${member.email}`,
  }));
  return (
    <Select
      placeholder="No teacher yet"
      searchable
      clearable
      nothingFoundMessage="No faculty member matches"
      data={data}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
