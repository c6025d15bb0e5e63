import { type ComboboxItem, Select, type SelectProps, Stack, Text } from '@mantine/core';
import { useFaculty } from '../api/faculty';

type FacultySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (facultyId: string | null) => void;
};

/** The school's faculty by name (email beneath, and searchable); clearing it leaves the subject without a teacher. */
export function FacultySelect({ value, onChange, ...props }: FacultySelectProps) {
  const faculty = useFaculty();
  const members = faculty.data?.content ?? [];
  const emailOf = new Map(members.map((member) => [member.id, member.email]));
  const matches = (option: ComboboxItem, search: string) =>
    `${option.label} ${emailOf.get(option.value) ?? ''}`.toLowerCase().includes(search.trim().toLowerCase());

  return (
    <Select
      placeholder="No teacher yet"
      searchable
      clearable
      nothingFoundMessage="No faculty member matches"
      data={members.map((member) => ({ value: member.id, label: member.name }))}
      filter={({ options, search }) => options.filter((option) => 'value' in option && matches(option, search))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {emailOf.get(option.value)}
          </Text>
        </Stack>
      )}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
