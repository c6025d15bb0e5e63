/** Biology demo questions for Classes 9-12: cells, tissues, diversity, life processes and heredity. */
import type { StudentClass } from '@noticeboard/shared';
import { type DemoQuestion, type Row, rows } from './demo-question';

const at = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Biology', chapter }, list);

export const BIOLOGY_QUESTIONS: DemoQuestion[] = [
  ...at('NINE', 'The Fundamental Unit of Life', [
    [
      'EASY',
      'Cell organelles',
      'Which organelle is known as the powerhouse of the cell?',
      'Mitochondrion',
      ['Ribosome', 'Golgi apparatus', 'Vacuole'],
      'Mitochondria release energy from food in cellular respiration and store it as ATP.',
    ],
    [
      'MEDIUM',
      'Plant cells',
      'Which structure is found in plant cells but not in animal cells?',
      'Cell wall',
      ['Cell membrane', 'Nucleus', 'Cytoplasm'],
      'Plant cells have a rigid cell wall of cellulose outside the membrane, and also chloroplasts. Animal cells have neither.',
    ],
    [
      'MEDIUM',
      'Osmosis',
      'A raisin placed in water swells up. Why?',
      'Water enters it by osmosis',
      ['It makes new sugar', 'Air enters it', 'It grows new cells'],
      'The raisin’s inside has a higher sugar concentration, so water moves in through the membranes by osmosis.',
    ],
  ]),
  ...at('NINE', 'Tissues', [
    [
      'MEDIUM',
      'Plant tissues',
      'Which tissue carries water from the roots to the leaves?',
      'Xylem',
      ['Phloem', 'Epidermis', 'Cork'],
      'Xylem carries water and minerals upwards. Phloem carries food made in the leaves to other parts.',
    ],
    [
      'MEDIUM',
      'Animal tissues',
      'Which tissue joins bones to each other at joints?',
      'Ligament',
      ['Tendon', 'Cartilage', 'Blood'],
      'Ligaments join bone to bone. Tendons join muscle to bone.',
    ],
  ]),
  ...at('NINE', 'Diversity in Living Organisms', [
    [
      'EASY',
      'Classification',
      'Who introduced the two-word (binomial) system of naming living things?',
      'Carolus Linnaeus',
      ['Charles Darwin', 'Gregor Mendel', 'Robert Hooke'],
      'Linnaeus gave each species a genus and species name, as in Homo sapiens.',
    ],
    [
      'MEDIUM',
      'Vertebrates',
      'Which group of animals breathes through gills, has scales and lives in water?',
      'Fish',
      ['Amphibians', 'Reptiles', 'Mammals'],
      'Fish are cold-blooded vertebrates with gills and scales. Amphibians like frogs breathe through lungs and skin as adults.',
    ],
  ]),
  ...at('TEN', 'Life Processes', [
    [
      'EASY',
      'Photosynthesis',
      'Which gas is released during photosynthesis?',
      'Oxygen',
      ['Carbon dioxide', 'Nitrogen', 'Methane'],
      'Plants use carbon dioxide and water with sunlight to make glucose, and give out oxygen.',
    ],
    [
      'MEDIUM',
      'Digestion',
      'Which enzyme in saliva begins the digestion of starch?',
      'Salivary amylase',
      ['Pepsin', 'Lipase', 'Trypsin'],
      'Salivary amylase breaks starch into sugar in the mouth. Pepsin digests proteins in the stomach.',
    ],
    [
      'MEDIUM',
      'Circulation',
      'How many chambers does the human heart have?',
      'Four',
      ['Two', 'Three', 'Six'],
      'Two atria and two ventricles keep oxygen-rich and oxygen-poor blood apart.',
    ],
    [
      'HARD',
      'Excretion',
      'What is the basic filtering unit of the kidney called?',
      'Nephron',
      ['Neuron', 'Alveolus', 'Villus'],
      'Each kidney has about a million nephrons that filter the blood and form urine.',
    ],
  ]),
  ...at('TWELVE', 'Heredity and Evolution', [
    [
      'MEDIUM',
      'Mendel',
      'Mendel crossed pure tall and pure short pea plants. What were the plants of the first (F1) generation like?',
      'All tall',
      ['All short', 'Half tall, half short', 'All of medium height'],
      'Tallness is dominant, so every F1 plant (Tt) is tall. Short plants reappear in the F2 generation.',
    ],
    [
      'HARD',
      'Mendel',
      'In Mendel’s F2 generation of a monohybrid cross, what is the ratio of tall to short plants?',
      '3 : 1',
      ['1 : 1', '1 : 2 : 1', '9 : 3 : 3 : 1'],
      'Tt × Tt gives TT, Tt, Tt, tt. Three have the tall allele and one does not: 3 tall : 1 short. (1 : 2 : 1 is the genotype ratio.)',
    ],
    [
      'MEDIUM',
      'Sex determination',
      'In humans, which chromosome from the father decides that a baby will be a boy?',
      'Y chromosome',
      ['X chromosome', 'Chromosome 21', 'Any autosome'],
      'Mothers pass on an X. A sperm carrying Y gives XY (a boy); one carrying X gives XX (a girl).',
    ],
  ]),
  ...at('ELEVEN', 'Life Processes', [
    [
      'MEDIUM',
      'Respiration',
      'During hard exercise, muscle cells short of oxygen produce which substance, causing cramps?',
      'Lactic acid',
      ['Ethanol', 'Glucose', 'Urea'],
      'Without enough oxygen, muscle cells break glucose down to lactic acid, which builds up and causes cramps.',
    ],
  ]),
];
