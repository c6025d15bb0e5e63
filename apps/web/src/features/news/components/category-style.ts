/** Each topic category's icon and Mantine colour: the same everywhere (chips, placeholders, headers). */
import type { TopicCategory } from '@noticeboard/shared';
import {
  type Icon,
  IconBallFootball,
  IconBriefcase,
  IconBuildingBank,
  IconBulb,
  IconFlask,
  IconHeartbeat,
  IconHeartHandshake,
  IconLeaf,
  IconMovie,
  IconPlane,
  IconWorld,
} from '@tabler/icons-react';

export interface CategoryStyle {
  icon: Icon;
  color: string;
}

export const CATEGORY_STYLES: Record<TopicCategory, CategoryStyle> = {
  ENVIRONMENT: { icon: IconLeaf, color: 'green' },
  SPORTS: { icon: IconBallFootball, color: 'orange' },
  SOCIAL_CONCERNS: { icon: IconHeartHandshake, color: 'pink' },
  BUSINESS: { icon: IconBriefcase, color: 'indigo' },
  TRAVEL: { icon: IconPlane, color: 'cyan' },
  ENTERTAINMENT: { icon: IconMovie, color: 'grape' },
  POLITICS: { icon: IconBuildingBank, color: 'red' },
  EDUCATION_AND_RESEARCH: { icon: IconFlask, color: 'blue' },
  TECHNOLOGY_AND_INNOVATION: { icon: IconBulb, color: 'violet' },
  CULTURAL_DIVERSITY: { icon: IconWorld, color: 'teal' },
  HEALTH: { icon: IconHeartbeat, color: 'lime' },
};
