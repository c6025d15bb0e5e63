/** The demo schools' subjects per class group and a handful of chapters for each (fictional plans, real topics). */
import type { ClassGroup } from '@noticeboard/shared';

export const DEMO_SUBJECTS: Record<ClassGroup, string[]> = {
  '3-5': ['Mathematics', 'English', 'Hindi', 'Environmental Studies', 'Art Education'],
  '6-8': ['Mathematics', 'English', 'Hindi', 'Science', 'Social Studies', 'Sanskrit'],
  '9-12': ['Mathematics', 'English', 'Physics', 'Chemistry', 'Biology', 'Computer Science'],
  '12+': ['Mathematics', 'English', 'Physics', 'Chemistry'],
};

const CHAPTERS: Record<string, string[]> = {
  'Mathematics|3-5': [
    'Numbers up to 10,000',
    'Addition and Subtraction',
    'Multiplication Tables',
    'Shapes and Patterns',
    'Measurement and Money',
  ],
  'English|3-5': ['Reading for Joy', 'Naming Words', 'Action Words', 'Poems and Rhymes', 'Writing a Short Letter'],
  'Hindi|3-5': ['Varnamala', 'Matra', 'Kavita Path', 'Kahani Lekhan', 'Shabd Bhandar'],
  'Environmental Studies|3-5': [
    'Our Family',
    'Plants Around Us',
    'Water and Its Uses',
    'Animals and Their Homes',
    'Our Neighbourhood',
    'Keeping Clean',
  ],
  'Art Education|3-5': ['Colours and Shades', 'Paper Folding', 'Clay Modelling', 'Drawing from Nature'],
  'Mathematics|6-8': [
    'Integers',
    'Fractions and Decimals',
    'Simple Equations',
    'Lines and Angles',
    'Data Handling',
    'Perimeter and Area',
  ],
  'English|6-8': ['Prose: Short Stories', 'Poetry Appreciation', 'Tenses', 'Reported Speech', 'Formal Letter Writing'],
  'Hindi|6-8': ['Gadya Path', 'Padya Path', 'Vyakaran: Sangya aur Sarvanam', 'Nibandh Lekhan', 'Patra Lekhan'],
  'Science|6-8': [
    'Food and Nutrition',
    'Motion and Measurement',
    'Light, Shadows and Reflections',
    'Electricity and Circuits',
    'Air Around Us',
    'Separation of Substances',
  ],
  'Social Studies|6-8': [
    'Our Earth in the Solar System',
    'Globe: Latitudes and Longitudes',
    'Early Indian Kingdoms',
    'Local Government',
    'Resources and Development',
  ],
  'Sanskrit|6-8': ['Shabd Roop', 'Dhatu Roop', 'Sandhi Parichay', 'Subhashitani'],
  'Mathematics|9-12': [
    'Number Systems',
    'Polynomials',
    'Coordinate Geometry',
    'Linear Equations in Two Variables',
    'Triangles',
    'Statistics',
  ],
  'English|9-12': [
    'Prose: The Fun They Had',
    'Poetry: The Road Not Taken',
    'Grammar: Modals and Determiners',
    'Article and Report Writing',
    'Literature Reader',
  ],
  'Physics|9-12': ['Motion', 'Force and Laws of Motion', 'Gravitation', 'Work and Energy', 'Sound'],
  'Chemistry|9-12': [
    'Matter in Our Surroundings',
    'Is Matter Around Us Pure',
    'Atoms and Molecules',
    'Structure of the Atom',
    'Chemical Reactions and Equations',
  ],
  'Biology|9-12': [
    'The Fundamental Unit of Life',
    'Tissues',
    'Diversity in Living Organisms',
    'Life Processes',
    'Heredity and Evolution',
  ],
  'Computer Science|9-12': [
    'Computer Systems',
    'Introduction to Python',
    'Conditional Statements and Loops',
    'Lists and Dictionaries',
    'Cyber Safety',
  ],
  'Mathematics|12+': ['Relations and Functions', 'Matrices and Determinants', 'Calculus Revision', 'Probability'],
  'English|12+': ['Comprehension Practice', 'Essay Writing', 'Literature Revision', 'Mock Papers'],
  'Physics|12+': ['Electrostatics', 'Current Electricity', 'Optics', 'Modern Physics'],
  'Chemistry|12+': ['Solutions', 'Electrochemistry', 'Organic Compounds', 'Coordination Compounds'],
};

/** Chapter titles of a subject in a class group. */
export function demoChapters(subject: string, group: ClassGroup): string[] {
  return CHAPTERS[`${subject}|${group}`] ?? [];
}
