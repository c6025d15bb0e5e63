/** Chemistry demo questions for Classes 9-12 and beyond: matter, mixtures, atoms, reactions, solutions. */
import type { StudentClass } from '@noticeboard/shared';
import { type DemoQuestion, type Row, rows } from './demo-question';

const at = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Chemistry', chapter }, list);

export const CHEMISTRY_QUESTIONS: DemoQuestion[] = [
  ...at('NINE', 'Matter in Our Surroundings', [
    [
      'EASY',
      'States of matter',
      'Which change of state happens when naphthalene balls slowly disappear in a cupboard?',
      'Sublimation',
      ['Melting', 'Condensation', 'Freezing'],
      'Naphthalene turns directly from a solid into a vapour without becoming a liquid: sublimation.',
    ],
    [
      'MEDIUM',
      'Temperature scales',
      'Water boils at 100 °C at normal pressure. What is this on the Kelvin scale?',
      '373 K',
      ['100 K', '273 K', '173 K'],
      'K = °C + 273 (more precisely 273.15), so 100 °C = 373 K.',
    ],
    [
      'MEDIUM',
      'Evaporation',
      'Why do we feel cool after sweating on a hot day?',
      'Evaporating sweat takes heat from our skin',
      ['Sweat is colder than air', 'Sweat blocks the sunlight', 'Sweat adds oxygen to the skin'],
      'To evaporate, water needs heat (latent heat). It takes this from the skin, which cools us.',
    ],
  ]),
  ...at('NINE', 'Is Matter Around Us Pure', [
    [
      'EASY',
      'Mixtures',
      'Which of these is a pure substance?',
      'Distilled water',
      ['Air', 'Sea water', 'Milk'],
      'Distilled water contains only water molecules. Air, sea water and milk are mixtures.',
    ],
    [
      'MEDIUM',
      'Solutions',
      'What kind of mixture shows the Tyndall effect (a visible beam of light), like milk diluted in water?',
      'A colloid',
      ['A true solution', 'A pure element', 'A compound'],
      'Colloid particles are big enough to scatter light, so the beam’s path becomes visible. True solutions do not scatter it.',
    ],
    [
      'MEDIUM',
      'Concentration',
      'A solution contains 20 g of salt in 180 g of water. What is its concentration by mass?',
      '10%',
      ['11.1%', '20%', '9%'],
      'Mass of solution = 20 + 180 = 200 g. Concentration = 20 ÷ 200 × 100 = 10%.',
    ],
  ]),
  ...at('NINE', 'Atoms and Molecules', [
    [
      'EASY',
      'Symbols',
      'What is the chemical symbol of sodium?',
      'Na',
      ['S', 'So', 'Sd'],
      'Sodium’s symbol comes from its Latin name natrium: Na. S is sulphur.',
    ],
    [
      'MEDIUM',
      'Molecular mass',
      'What is the molecular mass of water, H₂O? (H = 1 u, O = 16 u)',
      '18 u',
      ['17 u', '10 u', '34 u'],
      'H₂O has two hydrogen atoms and one oxygen atom: 2 × 1 + 16 = 18 u.',
    ],
    [
      'HARD',
      'Mole concept',
      'How many moles are there in 44 g of carbon dioxide, CO₂? (C = 12 u, O = 16 u)',
      '1 mole',
      ['2 moles', '0.5 mole', '44 moles'],
      'Molar mass of CO₂ = 12 + 2 × 16 = 44 g/mol. Moles = 44 g ÷ 44 g/mol = 1.',
    ],
  ]),
  ...at('TEN', 'Structure of the Atom', [
    [
      'EASY',
      'Particles',
      'Which particle of the atom carries no charge?',
      'Neutron',
      ['Proton', 'Electron', 'Nucleus'],
      'Protons are positive, electrons negative, and neutrons have no charge.',
    ],
    [
      'MEDIUM',
      'Electron configuration',
      'What is the electron configuration of sodium (atomic number 11)?',
      '2, 8, 1',
      ['2, 9', '2, 8, 2', '8, 2, 1'],
      'Shells fill as K = 2, L = 8, then the rest in M: 11 = 2 + 8 + 1.',
    ],
    [
      'MEDIUM',
      'Isotopes',
      'Atoms of the same element with different numbers of neutrons are called…',
      'isotopes',
      ['isobars', 'ions', 'allotropes'],
      'Isotopes share the atomic number but differ in mass number, like carbon-12 and carbon-14.',
    ],
  ]),
  ...at('TEN', 'Chemical Reactions and Equations', [
    [
      'MEDIUM',
      'Types of reactions',
      'CaCO₃ → CaO + CO₂ on heating. What type of reaction is this?',
      'Decomposition',
      ['Combination', 'Displacement', 'Neutralisation'],
      'One substance breaks down into two simpler ones, so it is a (thermal) decomposition reaction.',
    ],
    [
      'MEDIUM',
      'Corrosion',
      'What is the reddish-brown layer that forms on iron left in moist air?',
      'Rust (hydrated iron oxide)',
      ['Copper carbonate', 'Silver sulphide', 'Salt crystals'],
      'Iron reacts with oxygen and water to form hydrated iron(III) oxide: rust. Painting or galvanising prevents it.',
    ],
    [
      'HARD',
      'Balancing',
      'Which equation is balanced?',
      '2H₂ + O₂ → 2H₂O',
      ['H₂ + O₂ → H₂O', 'H₂ + O₂ → 2H₂O', '2H₂ + 2O₂ → 2H₂O'],
      'In 2H₂ + O₂ → 2H₂O there are 4 hydrogen and 2 oxygen atoms on each side.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Solutions', [
    [
      'HARD',
      'Molarity',
      'What is the molarity of a solution with 0.5 mol of glucose dissolved to make 250 mL of solution?',
      '2 M',
      ['0.125 M', '0.5 M', '125 M'],
      'Molarity = moles ÷ litres of solution = 0.5 ÷ 0.25 = 2 mol/L.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Electrochemistry', [
    [
      'MEDIUM',
      'Cells',
      'In an electrochemical cell, where does oxidation take place?',
      'At the anode',
      ['At the cathode', 'In the salt bridge only', 'In the wire'],
      'Oxidation (loss of electrons) always takes place at the anode; reduction at the cathode.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Organic Compounds', [
    [
      'MEDIUM',
      'Functional groups',
      'Which functional group is present in ethanol, C₂H₅OH?',
      'Hydroxyl (–OH)',
      ['Carboxyl (–COOH)', 'Aldehyde (–CHO)', 'Ketone (>C=O)'],
      'Alcohols contain the hydroxyl group –OH; ethanol is the alcohol with two carbon atoms.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Coordination Compounds', [
    [
      'HARD',
      'Oxidation state',
      'What is the oxidation state of iron in K₄[Fe(CN)₆]?',
      '+2',
      ['+3', '+4', '+6'],
      'Four K⁺ give +4, six CN⁻ give −6. For a neutral compound Fe + 4 − 6 = 0, so Fe is +2.',
    ],
  ]),
];
