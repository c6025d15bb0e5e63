/** Physics demo questions for Classes 9-12 and beyond: motion, forces, gravitation, energy, sound, electricity. */
import type { StudentClass } from '@noticeboard/shared';
import { type DemoQuestion, type Row, rows } from './demo-question';

const at = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Physics', chapter }, list);

export const PHYSICS_QUESTIONS: DemoQuestion[] = [
  ...at('NINE', 'Motion', [
    [
      'EASY',
      'Distance and displacement',
      'A runner goes once round a 400 m circular track and stops where she started. What is her displacement?',
      '0 m',
      ['400 m', '200 m', '800 m'],
      'Displacement is the straight-line change in position. She ends where she began, so it is 0 m, though the distance is 400 m.',
    ],
    [
      'MEDIUM',
      'Acceleration',
      'A scooter speeds up from 0 to 20 m/s in 5 s. What is its acceleration?',
      '4 m/s²',
      ['100 m/s²', '25 m/s²', '0.25 m/s²'],
      'a = (v − u) ÷ t = (20 − 0) ÷ 5 = 4 m/s².',
    ],
    [
      'HARD',
      'Equations of motion',
      'A car moving at 10 m/s accelerates at 2 m/s² for 5 s. What is its final velocity?',
      '20 m/s',
      ['12 m/s', '17 m/s', '50 m/s'],
      'v = u + at = 10 + 2 × 5 = 20 m/s.',
    ],
  ]),
  ...at('NINE', 'Force and Laws of Motion', [
    [
      'EASY',
      'Inertia',
      'When a bus starts suddenly, standing passengers tend to fall backwards. Why?',
      'Their bodies tend to stay at rest (inertia)',
      ['The bus pushes them backwards', 'Gravity increases', 'The air inside the bus moves forwards'],
      'By the first law of motion, the feet move with the bus but the upper body tends to stay at rest, so it falls back.',
    ],
    [
      'MEDIUM',
      'Second law',
      'What force is needed to give a 5 kg box an acceleration of 3 m/s²?',
      '15 N',
      ['8 N', '1.67 N', '2 N'],
      'F = m × a = 5 kg × 3 m/s² = 15 N.',
    ],
    [
      'MEDIUM',
      'Third law',
      'A swimmer pushes the water backwards. What pushes the swimmer forwards?',
      'The water pushing back on the swimmer',
      ['The air above the water', 'The swimmer’s own weight', 'Nothing; she moves by inertia'],
      'By the third law, every action has an equal and opposite reaction. The water pushes the swimmer forwards.',
    ],
  ]),
  ...at('NINE', 'Gravitation', [
    [
      'EASY',
      'Mass and weight',
      'An astronaut has a mass of 60 kg on Earth. What is her mass on the Moon?',
      '60 kg',
      ['10 kg', '360 kg', '0 kg'],
      'Mass is the amount of matter and does not change from place to place. Her weight on the Moon is about one-sixth, but her mass stays 60 kg.',
    ],
    [
      'MEDIUM',
      'Free fall',
      'Ignoring air, which falls faster from the same height: a heavy stone or a light stone?',
      'Both fall together',
      ['The heavy stone', 'The light stone', 'It depends on their colour'],
      'In free fall all objects have the same acceleration g (about 9.8 m/s²), whatever their mass.',
    ],
  ]),
  ...at('TEN', 'Work and Energy', [
    [
      'MEDIUM',
      'Work',
      'A girl pushes a trolley with a force of 50 N through 4 m along the force. How much work does she do?',
      '200 J',
      ['54 J', '12.5 J', '46 J'],
      'Work = force × distance moved along the force = 50 N × 4 m = 200 J.',
    ],
    [
      'MEDIUM',
      'Kinetic energy',
      'What is the kinetic energy of a 2 kg ball moving at 3 m/s?',
      '9 J',
      ['6 J', '18 J', '12 J'],
      'KE = ½mv² = ½ × 2 × 3² = ½ × 2 × 9 = 9 J.',
    ],
    [
      'HARD',
      'Power',
      'A motor lifts a 100 kg load through 6 m in 20 s. What is its power? (Take g = 10 m/s².)',
      '300 W',
      ['6,000 W', '120 W', '30 W'],
      'Work = mgh = 100 × 10 × 6 = 6,000 J. Power = work ÷ time = 6,000 ÷ 20 = 300 W.',
    ],
  ]),
  ...at('ELEVEN', 'Work and Energy', [
    [
      'MEDIUM',
      'Potential energy',
      'How much potential energy does a 3 kg pot gain when lifted to a shelf 2 m high? (Take g = 10 m/s².)',
      '60 J',
      ['6 J', '15 J', '30 J'],
      'PE = mgh = 3 × 10 × 2 = 60 J.',
    ],
  ]),
  ...at('NINE', 'Sound', [
    [
      'EASY',
      'Propagation',
      'Sound cannot travel through…',
      'a vacuum',
      ['water', 'steel', 'air'],
      'Sound needs a medium (solid, liquid or gas) to travel. In a vacuum there is nothing to carry the vibrations.',
    ],
    [
      'MEDIUM',
      'Wave equation',
      'A sound wave has a frequency of 500 Hz and a wavelength of 0.68 m. What is its speed?',
      '340 m/s',
      ['735 m/s', '500 m/s', '0.00136 m/s'],
      'Speed = frequency × wavelength = 500 × 0.68 = 340 m/s.',
    ],
    [
      'HARD',
      'Echo',
      'You hear the echo of a clap from a cliff 2 s later. If sound travels at 340 m/s, how far is the cliff?',
      '340 m',
      ['680 m', '170 m', '1,360 m'],
      'The sound goes to the cliff and back: 340 × 2 = 680 m in all, so the cliff is 680 ÷ 2 = 340 m away.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Electrostatics', [
    [
      'MEDIUM',
      'Coulomb’s law',
      'If the distance between two point charges is doubled, the force between them becomes…',
      'one-fourth',
      ['half', 'double', 'four times'],
      'Coulomb’s force varies as 1/r². Doubling r makes it 1/2² = 1/4 of the original.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Current Electricity', [
    [
      'EASY',
      'Ohm’s law',
      'A 12 V battery drives a current through a 4 Ω resistor. What is the current?',
      '3 A',
      ['48 A', '16 A', '0.33 A'],
      'By Ohm’s law, I = V ÷ R = 12 ÷ 4 = 3 A.',
    ],
    [
      'MEDIUM',
      'Resistors',
      'What is the total resistance of a 6 Ω and a 3 Ω resistor joined in parallel?',
      '2 Ω',
      ['9 Ω', '4.5 Ω', '18 Ω'],
      '1/R = 1/6 + 1/3 = 1/6 + 2/6 = 3/6, so R = 2 Ω. In parallel the total is less than the smallest resistor.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Optics', [
    [
      'MEDIUM',
      'Lenses',
      'What is the power of a convex lens of focal length 50 cm?',
      '+2 D',
      ['+50 D', '+0.5 D', '−2 D'],
      'P = 1/f with f in metres: f = 0.5 m, so P = 1/0.5 = +2 dioptres. A convex lens has positive power.',
    ],
  ]),
  ...at('TWELVEONWARDS', 'Modern Physics', [
    [
      'HARD',
      'Photoelectric effect',
      'In the photoelectric effect, increasing the intensity of light above the threshold frequency increases…',
      'the number of electrons emitted',
      ['the maximum kinetic energy of each electron', 'the threshold frequency', 'the work function of the metal'],
      'More intense light has more photons, so more electrons are emitted. Each electron’s maximum energy depends on the frequency, not the intensity.',
    ],
  ]),
];
