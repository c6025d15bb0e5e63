import { Anchor, Box, Group, Text } from '@mantine/core';
import type { CatalogueFaq } from '@noticeboard/shared';
import { Link } from 'react-router';
import classes from './pricing.module.css';

/** The product's questions as a disclosure list: each question a native summary, keyboard and reader friendly. */
export function PlanFaq({ entries }: { entries: CatalogueFaq[] }) {
  return (
    <Box>
      {entries.map((entry) => (
        <details key={entry.question} className={classes.faq}>
          <summary>{entry.question}</summary>
          <div className={classes.faqAnswer}>
            <Text size="sm">{entry.answer}</Text>
            {entry.links.length > 0 && (
              <Group gap="md" mt="xs">
                {entry.links.map((link) => (
                  <Anchor
                    key={link.path}
                    component={Link}
                    to={link.path}
                    size="sm"
                    fw={600}
                    className={classes.link}
                    underline="always"
                  >
                    {link.label}
                  </Anchor>
                ))}
              </Group>
            )}
          </div>
        </details>
      ))}
    </Box>
  );
}
