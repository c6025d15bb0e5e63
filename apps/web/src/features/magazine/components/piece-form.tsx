import { SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  MAGAZINE_LIMITS,
  type MagazinePiece,
  PIECE_KIND_LABELS,
  PIECE_KINDS,
  PIECE_LANGUAGE_LABELS,
  PIECE_LANGUAGES,
  type PieceKind,
  type PieceLanguage,
} from '@noticeboard/shared';
import { useState } from 'react';
import { type PieceFields, SAVE_STATE_TEXT, type useAutosave } from './use-autosave';

const BODY_HINTS: Record<PieceKind, string> = {
  ARTICLE: 'Leave an empty line between paragraphs.',
  POEM: 'Each line stays as you type it; an empty line starts a new verse.',
  ARTWORK: 'Tell readers about your artwork: what it shows and how you made it.',
  PHOTO_STORY: 'Add your photos below and tell the story they show.',
};

interface PieceFormProps {
  piece: MagazinePiece;
  sections: string[];
  autosave: ReturnType<typeof useAutosave>;
}

/** The piece's words, kind, language and section, saved as they are typed. */
export function PieceForm({ piece, sections, autosave }: PieceFormProps) {
  const [fields, setFields] = useState<PieceFields>({
    kind: piece.kind,
    language: piece.language,
    section: piece.section,
    title: piece.title,
    body: piece.body,
  });
  const update = (next: Partial<PieceFields>) => {
    setFields((current) => ({ ...current, ...next }));
    autosave.change(next);
  };
  const hindi = fields.language === 'HI';
  const sectionOptions = sections.includes(fields.section) ? sections : [...sections, fields.section];

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Kind of piece"
        value={fields.kind}
        onChange={(value) => update({ kind: value as PieceKind })}
        data={PIECE_KINDS.map((kind) => ({ value: kind, label: PIECE_KIND_LABELS[kind] }))}
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
      />
      <Stack gap="md" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
        <Select
          label="Section"
          data={sectionOptions}
          value={fields.section}
          allowDeselect={false}
          onChange={(value) => value && update({ section: value })}
        />
        <div>
          <Text component="label" size="sm" fw={500} id="piece-language">
            Language
          </Text>
          <SegmentedControl
            aria-labelledby="piece-language"
            value={fields.language}
            onChange={(value) => update({ language: value as PieceLanguage })}
            data={PIECE_LANGUAGES.map((code) => ({ value: code, label: PIECE_LANGUAGE_LABELS[code] }))}
            fullWidth
          />
        </div>
      </Stack>
      <TextInput
        label="Title"
        value={fields.title}
        maxLength={MAGAZINE_LIMITS.titleMax}
        lang={hindi ? 'hi' : 'en'}
        onChange={(event) => update({ title: event.currentTarget.value })}
      />
      <Textarea
        label={fields.kind === 'POEM' ? 'Your poem' : 'Your words'}
        description={BODY_HINTS[fields.kind]}
        value={fields.body}
        minRows={8}
        autosize
        maxLength={MAGAZINE_LIMITS.bodyMax}
        lang={hindi ? 'hi' : 'en'}
        onChange={(event) => update({ body: event.currentTarget.value })}
      />
      <Text
        size="sm"
        c={autosave.state === 'failed' || autosave.state === 'stale' ? 'red.8' : 'dimmed'}
        aria-live="polite"
      >
        {SAVE_STATE_TEXT[autosave.state]}
      </Text>
    </Stack>
  );
}
