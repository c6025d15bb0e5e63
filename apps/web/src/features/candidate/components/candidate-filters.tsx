import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CandidateStatus, SectionType, StudentClass } from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import type { CandidateFilters as Filters } from '../api/list-candidates';
import { CLASS_OPTIONS, SECTION_OPTIONS } from '../labels';

interface CandidateFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Current students' },
  { value: 'REMOVED', label: 'Removed students' },
];

/** Search by name, email or roll number; filter by class, section and status. */
export function CandidateFilters({ search, onSearch, filters, onChange }: CandidateFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <TextInput
        label="Search"
        placeholder="Name, email or roll number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <Select
        label="Class"
        placeholder="All classes"
        clearable
        data={CLASS_OPTIONS}
        value={filters.studentClass || null}
        onChange={(value) => onChange({ ...filters, studentClass: (value ?? '') as StudentClass | '' })}
      />
      <Select
        label="Section"
        placeholder="All sections"
        clearable
        data={SECTION_OPTIONS}
        value={filters.section || null}
        onChange={(value) => onChange({ ...filters, section: (value ?? '') as SectionType | '' })}
      />
      <Select
        label="Status"
        allowDeselect={false}
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: (value ?? 'ACTIVE') as CandidateStatus })}
      />
    </SimpleGrid>
  );
}
