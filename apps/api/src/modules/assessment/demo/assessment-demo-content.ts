/**
 * Demo assignment content written by us: a few general questions for classes whose question bank is thin, written
 * prompts with rubrics for Q&A assignments, and the feedback a teacher leaves. Fictional, kind, for any class.
 */
import type { RubricCriterion } from '../../../db/schema';

export interface DemoMcq {
  prompt: string;
  options: string[];
  answerIndex: number;
  explanation: string;
}

export const GENERAL_MCQS: DemoMcq[] = [
  {
    prompt: 'Which gas do plants take in from the air to make their food?',
    options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'],
    answerIndex: 1,
    explanation: 'Leaves take in carbon dioxide and, with sunlight and water, make sugar; they give out oxygen.',
  },
  {
    prompt: 'What is 15% of 240?',
    options: ['24', '30', '36', '40'],
    answerIndex: 2,
    explanation: '10% of 240 is 24 and 5% is 12, so 15% is 36.',
  },
  {
    prompt: 'Which is the longest river flowing through India?',
    options: ['Godavari', 'Ganga', 'Narmada', 'Krishna'],
    answerIndex: 1,
    explanation: 'The Ganga flows about 2,500 km from the Himalayas to the Bay of Bengal.',
  },
  {
    prompt: 'A triangle has angles of 50° and 60°. What is the third angle?',
    options: ['60°', '70°', '80°', '90°'],
    answerIndex: 1,
    explanation: 'The angles of a triangle add up to 180°: 180 − 50 − 60 = 70.',
  },
  {
    prompt: 'Which part of the cell holds its genetic material?',
    options: ['Cell wall', 'Nucleus', 'Cytoplasm', 'Vacuole'],
    answerIndex: 1,
    explanation: 'The nucleus holds the DNA that carries the instructions for the cell.',
  },
  {
    prompt: 'Choose the correctly spelt word.',
    options: ['Accomodate', 'Acommodate', 'Accommodate', 'Acomodate'],
    answerIndex: 2,
    explanation: '"Accommodate" has a double c and a double m.',
  },
  {
    prompt: 'Water boils at sea level at which temperature?',
    options: ['90 °C', '100 °C', '110 °C', '120 °C'],
    answerIndex: 1,
    explanation: 'At normal air pressure at sea level, water boils at 100 °C.',
  },
  {
    prompt: 'If a notebook costs ₹45, how much do 6 notebooks cost?',
    options: ['₹240', '₹250', '₹270', '₹280'],
    answerIndex: 2,
    explanation: '45 × 6 = 270.',
  },
  {
    prompt: 'Which of these is a renewable source of energy?',
    options: ['Coal', 'Petrol', 'Solar power', 'Natural gas'],
    answerIndex: 2,
    explanation: 'Sunlight is not used up when we turn it into electricity; coal, petrol and gas are.',
  },
  {
    prompt: 'Which planet is known as the Red Planet?',
    options: ['Venus', 'Mars', 'Jupiter', 'Mercury'],
    answerIndex: 1,
    explanation: 'Iron-rich dust on its surface makes Mars look red.',
  },
];

export interface DemoWritten {
  prompt: string;
  marks: number;
  allowFile: boolean;
  rubric: RubricCriterion[];
  /** What a teacher wrote beside a good answer and beside one that needs work. */
  feedback: { good: string; needsWork: string };
  /** Two answers students wrote, a fuller one and a shorter one. */
  answers: [string, string];
}

export const WRITTEN_PROMPTS: DemoWritten[] = [
  {
    prompt: 'Describe one way your school could save water, and explain why it would help.',
    marks: 5,
    allowFile: false,
    rubric: [
      { criterion: 'A clear, practical idea', marks: 2 },
      { criterion: 'Explains why it saves water', marks: 2 },
      { criterion: 'Neat, complete sentences', marks: 1 },
    ],
    feedback: {
      good: 'A practical idea, well explained. The rain-barrel detail is excellent.',
      needsWork: 'Good idea. Next time, say how much water it might save and why.',
    },
    answers: [
      'We could put barrels under the roof gutters to collect rain and use it for the garden. The plants would get water without using the tap, so the school would use less water from the tank in summer.',
      'Close the taps properly after washing hands.',
    ],
  },
  {
    prompt: 'Write a short paragraph about a person in your neighbourhood who helps others.',
    marks: 5,
    allowFile: false,
    rubric: [
      { criterion: 'Introduces the person', marks: 1 },
      { criterion: 'Describes how they help, with an example', marks: 3 },
      { criterion: 'Spelling and punctuation', marks: 1 },
    ],
    feedback: {
      good: 'A warm paragraph with a real example. Lovely.',
      needsWork: 'Tell us one thing they did, as an example.',
    },
    answers: [
      'Mr Dinesh runs the cycle shop near our lane. When my brother’s chain broke before his exam, he fixed it for free and told him not to be late. He does this for many children.',
      'Our watchman helps everyone.',
    ],
  },
  {
    prompt: 'Draw or describe the water cycle. Label evaporation, condensation and precipitation.',
    marks: 6,
    allowFile: true,
    rubric: [
      { criterion: 'All three stages named', marks: 3 },
      { criterion: 'Stages in the right order', marks: 2 },
      { criterion: 'Clear drawing or description', marks: 1 },
    ],
    feedback: {
      good: 'All three stages, in order, clearly shown.',
      needsWork: 'You named evaporation and rain; remember condensation — clouds forming.',
    },
    answers: [
      'The sun heats water in rivers and seas and it evaporates as vapour. High up it cools and condenses into tiny drops that make clouds. When the drops get heavy they fall as rain, which is precipitation, and flows back to the rivers.',
      'Water goes up from the sea and comes down as rain.',
    ],
  },
];
