/**
 * Mathematics demo questions: templates with hand-picked numbers, so every stem differs, the distractors are the
 * usual slips (a forgotten carry, the wrong operation, a swapped formula) and the explanation shows the working.
 */
import type { Difficulty, StudentClass } from '@noticeboard/shared';
import { chapterQuestions, type DemoItem, type DemoQuestion, inr, type Row } from './demo-question';

const SUBJECT = 'Mathematics';

function at(studentClass: StudentClass, chapter: string, items: DemoItem[]): DemoQuestion[] {
  return chapterQuestions({ studentClass, subject: SUBJECT, chapter }, items);
}

function item(
  difficulty: Difficulty,
  topic: string,
  stem: string,
  right: string | number,
  wrong: Array<string | number>,
  explanation: string,
): DemoItem {
  const show = (value: string | number) =>
    typeof value === 'string' ? value : value < 0 ? `−${inr(-value)}` : inr(value);
  // Templates offer a few likely slips in order of preference; the first three that differ from the answer are used.
  const shown = show(right);
  const distractors = [...new Set(wrong.map(show))].filter((option) => option !== shown).slice(0, 3);
  return { difficulty, topic, stem, right: shown, wrong: distractors, explanation };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
/** A fraction in lowest terms, written "3/4" (or a whole number). */
function fraction(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator);
  const top = numerator / divisor;
  const bottom = denominator / divisor;
  return bottom === 1 ? String(top) : `${top}/${bottom}`;
}
const SUPERSCRIPTS: Record<number, string> = { 1: '', 2: '²', 3: '³', 4: '⁴' };
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
/** " + 4" or " − 4": a signed term after another. */
const plusTerm = (value: number) => (value < 0 ? ` − ${-value}` : ` + ${value}`);
/** A point with proper minus signs. */
const point = (x: number, y: number) => `(${minus(x)}, ${minus(y)})`;
/** Integers in working, with negative numbers in brackets: (−4). */
const signed = (value: number) => (value < 0 ? `(−${-value})` : String(value));
const minus = (value: number) => (value < 0 ? `−${-value}` : String(value));

// Classes 3-5 -------------------------------------------------------------------------------------------------

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands'];
function placeValue(number: number, digit: number): DemoItem {
  const digits = String(number);
  const place = digits.length - 1 - digits.indexOf(String(digit));
  const value = digit * 10 ** place;
  const wrong = [0, 1, 2, 3].filter((p) => p !== place).map((p) => digit * 10 ** p);
  return item(
    'EASY',
    'Place value',
    `What is the place value of ${digit} in ${inr(number)}?`,
    value,
    wrong,
    `${digit} is in the ${PLACE_NAMES[place]} place of ${inr(number)}, so its value is ${digit} × ${inr(10 ** place)} = ${inr(value)}.`,
  );
}

function expandedForm(thousands: number, hundreds: number, tens: number, ones: number): DemoItem {
  const value = thousands * 1000 + hundreds * 100 + tens * 10 + ones;
  return item(
    'EASY',
    'Expanded form',
    `Which number is ${inr(thousands * 1000)} + ${hundreds * 100} + ${tens * 10} + ${ones}?`,
    value,
    [
      thousands * 1000 + tens * 100 + hundreds * 10 + ones,
      thousands * 1000 + hundreds * 100 + ones * 10 + tens,
      hundreds * 1000 + thousands * 100 + tens * 10 + ones,
    ],
    `Put each digit in its place: ${thousands} thousands, ${hundreds} hundreds, ${tens} tens and ${ones} ones make ${inr(value)}.`,
  );
}

function greatest(numbers: number[]): DemoItem {
  const largest = Math.max(...numbers);
  return item(
    'MEDIUM',
    'Comparing numbers',
    `Which is the greatest of ${numbers.map(inr).join(', ')}?`,
    largest,
    numbers.filter((n) => n !== largest),
    'All have the same number of digits, so compare from the left: thousands first, then hundreds, then tens. ' +
      `${inr(largest)} has the biggest digit at the first place where they differ.`,
  );
}

function addStory(thing: string, place: string, had: number, more: number): DemoItem {
  const total = had + more;
  return item(
    'EASY',
    'Word problems',
    `${place} had ${inr(had)} ${thing}. It got ${inr(more)} more. How many ${thing} does it have now?`,
    total,
    [total - 100, total + 10, had - more],
    `"More" means add: ${inr(had)} + ${inr(more)} = ${inr(total)}. Remember to carry when a column adds up to 10 or more.`,
  );
}

function subtractStory(day1: number, day2: number): DemoItem {
  const difference = day1 - day2;
  return item(
    'MEDIUM',
    'Word problems',
    `${inr(day1)} people visited a book fair on Saturday and ${inr(day2)} on Sunday. How many more people came on Saturday?`,
    difference,
    [difference + 100, difference - 10, day1 + day2],
    `"How many more" means find the difference: ${inr(day1)} − ${inr(day2)} = ${inr(difference)}. Check: ${inr(day2)} + ${inr(difference)} = ${inr(day1)}.`,
  );
}

function timesTable(a: number, b: number): DemoItem {
  const product = a * b;
  return item(
    'EASY',
    'Tables',
    `What is ${a} × ${b}?`,
    product,
    [a * (b - 1), a * (b + 1), a + b],
    `${a} × ${b} means ${b} groups of ${a}. From the table of ${a}: ${a} × ${b} = ${product}.`,
  );
}

function groupsStory(container: [string, string], thing: string, each: number, groups: number): DemoItem {
  const total = each * groups;
  return item(
    'MEDIUM',
    'Word problems',
    `One ${container[0]} holds ${each} ${thing}. How many ${thing} are there in ${groups} such ${container[1]}?`,
    total,
    [each + groups, total - each, total + groups],
    `Equal groups mean multiply: ${groups} × ${each} = ${total}.`,
  );
}

function metresToCm(metres: number, centimetres: number): DemoItem {
  const total = metres * 100 + centimetres;
  return item(
    'EASY',
    'Length',
    `How many centimetres are there in ${metres} m ${centimetres} cm?`,
    total,
    [metres * 10 + centimetres, metres * 1000 + centimetres, metres + centimetres],
    `1 m = 100 cm, so ${metres} m = ${metres * 100} cm. Add ${centimetres} cm: ${metres * 100} + ${centimetres} = ${total} cm.`,
  );
}

function change(name: string, first: [string, number], second: [string, number], note: number): DemoItem {
  const spent = first[1] + second[1];
  const back = note - spent;
  return item(
    'MEDIUM',
    'Money',
    `${name} buys ${first[0]} for ₹${first[1]} and ${second[0]} for ₹${second[1]}. She pays with a ₹${note} note. How much change does she get?`,
    `₹${back}`,
    [`₹${spent}`, `₹${back + 10}`, `₹${note - first[1]}`],
    `First add what she spends: ₹${first[1]} + ₹${second[1]} = ₹${spent}. Then subtract from the note: ₹${note} − ₹${spent} = ₹${back}.`,
  );
}

function kgToG(kilograms: number, grams: number): DemoItem {
  const total = kilograms * 1000 + grams;
  return item(
    'MEDIUM',
    'Weight',
    `A bag of rice weighs ${kilograms} kg ${grams} g. What is its weight in grams?`,
    `${inr(total)} g`,
    [`${inr(kilograms * 100 + grams)} g`, `${inr(kilograms + grams)} g`, `${inr(kilograms * 10_000 + grams)} g`],
    `1 kg = 1,000 g, so ${kilograms} kg = ${inr(kilograms * 1000)} g. Add ${grams} g to get ${inr(total)} g.`,
  );
}

const SHAPES: Row[] = [
  [
    'EASY',
    'Shapes',
    'How many sides does a hexagon have?',
    '6',
    ['5', '8', '4'],
    'A hexagon has 6 sides and 6 corners. Honeycomb cells are hexagons.',
  ],
  [
    'EASY',
    'Patterns',
    'What comes next in the pattern 3, 7, 11, 15, …?',
    '19',
    ['18', '20', '17'],
    'Each number is 4 more than the one before it: 15 + 4 = 19.',
  ],
  [
    'MEDIUM',
    'Patterns',
    'What comes next in the pattern 2, 4, 8, 16, …?',
    '32',
    ['18', '24', '20'],
    'Each number is double the one before it: 16 × 2 = 32.',
  ],
  [
    'EASY',
    'Shapes',
    'Which shape has no corners?',
    'Circle',
    ['Triangle', 'Square', 'Rectangle'],
    'A circle is one curved line, so it has no straight sides and no corners.',
  ],
  [
    'MEDIUM',
    'Shapes',
    'A square has a side of 6 cm. What is the total length of its four sides?',
    '24 cm',
    ['12 cm', '36 cm', '10 cm'],
    'All four sides of a square are equal: 6 + 6 + 6 + 6 = 4 × 6 = 24 cm. (36 would be its area in square centimetres.)',
  ],
];

// Classes 6-8 -------------------------------------------------------------------------------------------------

function integerSum(a: number, b: number): DemoItem {
  const sum = a + b;
  return item(
    'EASY',
    'Addition of integers',
    `What is ${signed(a)} + ${signed(b)}?`,
    minus(sum),
    [minus(-sum), minus(a - b), minus(b - a)],
    `The signs are different, so subtract the sizes: ${Math.max(Math.abs(a), Math.abs(b))} − ${Math.min(Math.abs(a), Math.abs(b))} = ${Math.abs(sum)}, ` +
      `and keep the sign of the number with the bigger size. So the answer is ${minus(sum)}.`,
  );
}

function integerProduct(a: number, b: number): DemoItem {
  const product = a * b;
  return item(
    'EASY',
    'Multiplication of integers',
    `What is ${signed(a)} × ${signed(b)}?`,
    minus(product),
    [minus(-product), minus(a + b), minus(-(a + b))],
    `${Math.abs(a)} × ${Math.abs(b)} = ${Math.abs(product)}. ${
      product > 0 ? 'Two negatives make a positive' : 'A negative times a positive is negative'
    }, so the answer is ${minus(product)}.`,
  );
}

function temperature(city: string, night: number, rise: number): DemoItem {
  const noon = night + rise;
  return item(
    'MEDIUM',
    'Integers in daily life',
    `At night the temperature in ${city} was ${minus(night)} °C. By noon it had risen by ${rise} °C. What was the temperature at noon?`,
    `${minus(noon)} °C`,
    [`${minus(night - rise)} °C`, `${minus(-noon)} °C`, `${minus(noon + 1)} °C`],
    `Rising means adding: ${minus(night)} + ${rise} = ${minus(noon)}. On a number line, start at ${minus(night)} and move ${rise} steps to the right.`,
  );
}

function addFractions(a: number, b: number, c: number, d: number): DemoItem {
  const denominator = (b * d) / gcd(b, d);
  const top = a * (denominator / b) + c * (denominator / d);
  return item(
    b === d ? 'EASY' : 'MEDIUM',
    'Adding fractions',
    `What is ${a}/${b} + ${c}/${d}?`,
    fraction(top, denominator),
    [`${a + c}/${b + d}`, fraction(top + 1, denominator), fraction(a * c, b * d)],
    b === d
      ? `The denominators are the same, so add the numerators: ${a} + ${c} = ${top}, giving ${top}/${denominator}` +
          `${fraction(top, denominator) === `${top}/${denominator}` ? '.' : ` = ${fraction(top, denominator)} in lowest terms.`}`
      : `Use the common denominator ${denominator}: ${a}/${b} = ${a * (denominator / b)}/${denominator} and ${c}/${d} = ` +
          `${c * (denominator / d)}/${denominator}. Add: ${top}/${denominator}` +
          `${fraction(top, denominator) === `${top}/${denominator}` ? '.' : ` = ${fraction(top, denominator)}.`} ` +
          'Never add the denominators.',
  );
}

function multiplyDecimals(a: string, b: string): DemoItem {
  const places = (a.split('.')[1]?.length ?? 0) + (b.split('.')[1]?.length ?? 0);
  const digitsOf = (value: string) => Number(value.replace('.', ''));
  const whole = digitsOf(a) * digitsOf(b);
  const product = (whole / 10 ** places).toString();
  const shifted = (whole / 10 ** (places - 1)).toString();
  const shiftedMore = (whole / 10 ** (places + 1)).toString();
  return item(
    'MEDIUM',
    'Multiplying decimals',
    `What is ${a} × ${b}?`,
    product,
    [shifted, shiftedMore, (Number(a) + Number(b)).toString()],
    `Multiply without the points: ${digitsOf(a)} × ${digitsOf(b)} = ${whole}. ` +
      `The two numbers have ${places} digits after their points in all, so the product has ${places} too: ${product}.`,
  );
}

function linearEquation(a: number, b: number, x: number): DemoItem {
  const c = a * x + b;
  return item(
    a > 3 ? 'MEDIUM' : 'EASY',
    'Solving equations',
    `Solve for x: ${a}x + ${b} = ${c}`,
    `x = ${x}`,
    [`x = ${x + 1}`, `x = ${c - b}`, `x = ${x - 1}`],
    `Take ${b} from both sides: ${a}x = ${c} − ${b} = ${c - b}. Divide both sides by ${a}: x = ${c - b} ÷ ${a} = ${x}. ` +
      `Check: ${a} × ${x} + ${b} = ${c}.`,
  );
}

function ageEquation(name: string, times: number, sum: number): DemoItem {
  const child = sum / (times + 1);
  return item(
    'HARD',
    'Word problems',
    `${name}'s mother is ${times} times as old as ${name}. Together their ages add up to ${sum} years. How old is ${name}?`,
    `${child} years`,
    [`${child * times} years`, `${child + 3} years`, `${child - 2} years`],
    `Let ${name}'s age be x. Then the mother is ${times}x, and x + ${times}x = ${sum}, so ${times + 1}x = ${sum} and x = ${child}. ` +
      `Check: ${child} + ${child * times} = ${sum}.`,
  );
}

function complement(angle: number): DemoItem {
  return item(
    'EASY',
    'Complementary angles',
    `What is the complement of an angle of ${angle}°?`,
    `${90 - angle}°`,
    [`${180 - angle}°`, `${360 - angle}°`, `${angle}°`],
    `Complementary angles add up to 90°, so the complement is 90° − ${angle}° = ${90 - angle}°.`,
  );
}

function supplement(angle: number): DemoItem {
  return item(
    'EASY',
    'Supplementary angles',
    `What is the supplement of an angle of ${angle}°?`,
    `${180 - angle}°`,
    [`${Math.abs(90 - angle)}°`, `${360 - angle}°`, `${angle}°`],
    `Supplementary angles add up to 180° (a straight line), so the supplement is 180° − ${angle}° = ${180 - angle}°.`,
  );
}

function mean(what: string, values: number[]): DemoItem {
  const sum = values.reduce((total, value) => total + value, 0);
  const average = sum / values.length;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const wrong = [sum, middle, average + 1, Math.max(...values), average - 1];
  return item(
    'MEDIUM',
    'Mean',
    `${what}: ${values.join(', ')}. What is the mean?`,
    average,
    wrong,
    `Mean = sum ÷ number of values = (${values.join(' + ')}) ÷ ${values.length} = ${sum} ÷ ${values.length} = ${average}.`,
  );
}

function rectangle(length: number, breadth: number, ask: 'area' | 'perimeter', thing: string): DemoItem {
  const area = length * breadth;
  const perimeter = 2 * (length + breadth);
  return ask === 'area'
    ? item(
        'EASY',
        'Area',
        `${thing} is ${length} m long and ${breadth} m wide. What is its area?`,
        `${inr(area)} sq m`,
        [`${perimeter} sq m`, `${length + breadth} sq m`, `${inr(area * 2)} sq m`],
        `Area of a rectangle = length × breadth = ${length} × ${breadth} = ${area} square metres.`,
      )
    : item(
        'MEDIUM',
        'Perimeter',
        `A fence goes all the way round ${thing.toLowerCase()} that is ${length} m long and ${breadth} m wide. How long is the fence?`,
        `${perimeter} m`,
        [`${inr(area)} m`, `${length + breadth} m`, `${perimeter + 2 * breadth} m`],
        `The fence is the perimeter: 2 × (length + breadth) = 2 × (${length} + ${breadth}) = ${perimeter} m.`,
      );
}

// Classes 9-12 and 12+ ----------------------------------------------------------------------------------------

function hcf(a: number, b: number): DemoItem {
  const h = gcd(a, b);
  const l = (a * b) / h;
  return item(
    'MEDIUM',
    'HCF and LCM',
    `What is the HCF of ${a} and ${b}?`,
    h,
    [l, h * 2, h / 2, h / 3].filter((v) => Number.isInteger(v)),
    `Divide the larger by the smaller and keep the remainder (Euclid): ${euclidSteps(a, b)}. The last non-zero remainder is ${h}.`,
  );
}

function euclidSteps(a: number, b: number): string {
  const steps: string[] = [];
  let [x, y] = [Math.max(a, b), Math.min(a, b)];
  while (y !== 0) {
    steps.push(`${x} = ${y} × ${Math.floor(x / y)} + ${x % y}`);
    [x, y] = [y, x % y];
  }
  return steps.join('; ');
}

function lcm(a: number, b: number): DemoItem {
  const h = gcd(a, b);
  const l = (a * b) / h;
  return item(
    'MEDIUM',
    'HCF and LCM',
    `Two bells ring every ${a} minutes and every ${b} minutes. They ring together at 9:00. After how many minutes will they next ring together?`,
    `${l} minutes`,
    [`${a * b === l ? l * 2 : a * b} minutes`, `${h} minutes`, `${a + b} minutes`],
    `We need the LCM of ${a} and ${b}. HCF(${a}, ${b}) = ${h}, and LCM = ${a} × ${b} ÷ ${h} = ${l}.`,
  );
}

function polynomialValue(a: number, b: number, c: number, x: number): DemoItem {
  const value = a * x * x + b * x + c;
  const term = (k: number, power: string) =>
    `${k < 0 ? '− ' : '+ '}${Math.abs(k) === 1 && power ? '' : Math.abs(k)}${power}`;
  const poly = `${a === 1 ? '' : a}x² ${term(b, 'x')} ${term(c, '')}`;
  return item(
    'MEDIUM',
    'Value of a polynomial',
    `If p(x) = ${poly}, what is p(${x})?`,
    value,
    [a * 2 * x + b * x + c, a * x * x - b * x + c, value - c, value + 1],
    `Put x = ${x}: p(${x}) = ${a === 1 ? '' : `${a} × `}${x}² ${b < 0 ? '−' : '+'} ${Math.abs(b)} × ${x} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ` +
      `${a * x * x} ${b < 0 ? '−' : '+'} ${Math.abs(b * x)} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ${value}.`,
  );
}

function zeroOfLinear(a: number, b: number): DemoItem {
  return item(
    'EASY',
    'Zeroes of a polynomial',
    `What is the zero of the polynomial p(x) = ${a}x − ${b}?`,
    fraction(b, a),
    [`−${fraction(b, a)}`, fraction(a, b), String(b)],
    `A zero makes p(x) = 0: ${a}x − ${b} = 0, so ${a}x = ${b} and x = ${b}/${a}${fraction(b, a) === `${b}/${a}` ? '' : ` = ${fraction(b, a)}`}.`,
  );
}

function distance(x1: number, y1: number, x2: number, y2: number): DemoItem {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const d = Math.sqrt(dx * dx + dy * dy);
  return item(
    'MEDIUM',
    'Distance formula',
    `What is the distance between the points ${point(x1, y1)} and ${point(x2, y2)}?`,
    d,
    [Math.abs(dx) + Math.abs(dy), d * d, d + 1],
    `d = √((x₂ − x₁)² + (y₂ − y₁)²) = √(${dx}² + ${dy}²) = √(${dx * dx} + ${dy * dy}) = √${dx * dx + dy * dy} = ${d}.`,
  );
}

function midpoint(x1: number, y1: number, x2: number, y2: number): DemoItem {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return item(
    'EASY',
    'Section formula',
    `What is the midpoint of the segment joining ${point(x1, y1)} and ${point(x2, y2)}?`,
    point(mx, my),
    [point(my, mx), point(x1 + x2, y1 + y2), point((x2 - x1) / 2, (y2 - y1) / 2)],
    `Midpoint = ((x₁ + x₂)/2, (y₁ + y₂)/2) = ((${minus(x1)}${plusTerm(x2)})/2, (${minus(y1)}${plusTerm(y2)})/2) = ${point(mx, my)}.`,
  );
}

function pairOfEquations(x: number, y: number): DemoItem {
  const sum = x + y;
  const difference = x - y;
  return item(
    'MEDIUM',
    'Elimination',
    `Solve: x + y = ${sum} and x − y = ${difference}. What are x and y?`,
    `x = ${x}, y = ${y}`,
    [`x = ${y}, y = ${x}`, `x = ${sum}, y = ${difference}`, `x = ${x + 1}, y = ${y - 1}`],
    `Add the equations: 2x = ${sum} + ${difference} = ${2 * x}, so x = ${x}. Then y = ${sum} − ${x} = ${y}. Check: ${x} − ${y} = ${difference}.`,
  );
}

function thirdAngle(a: number, b: number): DemoItem {
  const c = 180 - a - b;
  return item(
    'EASY',
    'Angle sum property',
    `Two angles of a triangle are ${a}° and ${b}°. What is the third angle?`,
    `${c}°`,
    [`${360 - a - b}°`, `${a + b}°`, `${90 - Math.min(a, b)}°`, `${c + 10}°`],
    `The angles of a triangle add up to 180°: 180° − (${a}° + ${b}°) = 180° − ${a + b}° = ${c}°.`,
  );
}

function hypotenuse(a: number, b: number): DemoItem {
  const c = Math.sqrt(a * a + b * b);
  return item(
    'MEDIUM',
    'Pythagoras theorem',
    `A ladder reaches ${b} m up a wall and its foot is ${a} m from the wall. How long is the ladder?`,
    `${c} m`,
    [
      `${a + b} m`,
      `${c + 1} m`,
      `${Math.sqrt(b * b - a * a)
        .toFixed(1)
        .replace(/\.0$/, '')} m`,
    ],
    `The wall, the ground and the ladder make a right triangle with the ladder as hypotenuse: ` +
      `√(${a}² + ${b}²) = √(${a * a} + ${b * b}) = √${a * a + b * b} = ${c} m.`,
  );
}

function median(values: number[]): DemoItem {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted[(sorted.length - 1) / 2] ?? 0;
  const unsortedMiddle = values[(values.length - 1) / 2] ?? 0;
  const average = values.reduce((t, v) => t + v, 0) / values.length;
  const wrong = [
    unsortedMiddle,
    Math.round(average),
    Math.max(...sorted) - Math.min(...sorted),
    sorted[(sorted.length - 3) / 2] ?? 0,
  ];
  return item(
    'MEDIUM',
    'Median',
    `Find the median of these runs scored in ${values.length} matches: ${values.join(', ')}.`,
    middle,
    wrong,
    `Arrange in order: ${sorted.join(', ')}. With ${values.length} values the median is the ${ordinal((values.length + 1) / 2)} one: ${middle}. ` +
      'Do not pick the middle of the unsorted list.',
  );
}

function determinant(a: number, b: number, c: number, d: number): DemoItem {
  const det = a * d - b * c;
  return item(
    'EASY',
    'Determinants',
    `What is the determinant of the matrix [[${a}, ${minus(b)}], [${c}, ${d}]]?`,
    det,
    [a * d + b * c, -det, a * b - c * d, det + 1],
    `For [[a, b], [c, d]] the determinant is ad − bc = ${a} × ${d} − ${signed(b)} × ${c} = ${a * d} − ${signed(b * c)} = ${minus(det)}.`,
  );
}

function derivativeAt(a: number, n: number, b: number, x: number): DemoItem {
  const slope = a * n * x ** (n - 1) + b;
  return item(
    n > 2 ? 'MEDIUM' : 'EASY',
    'Derivatives',
    `If f(x) = ${a === 1 ? '' : a}x${SUPERSCRIPTS[n]} + ${b}x, what is f′(${x})?`,
    slope,
    [a * x ** n + b * x, a * n * x ** n + b, a * (n - 1) * x ** (n - 1) + b, slope + a * n, slope - b],
    `By the power rule, f′(x) = ${a * n}x${SUPERSCRIPTS[n - 1]} + ${b}. At x = ${x}: ${a * n} × ${x ** (n - 1)} + ${b} = ${slope}.`,
  );
}

function probabilityBalls(red: number, blue: number, green: number): DemoItem {
  const total = red + blue + green;
  return item(
    'EASY',
    'Classical probability',
    `A bag has ${red} red, ${blue} blue and ${green} green marbles. One is drawn at random. What is the probability that it is red?`,
    fraction(red, total),
    [fraction(red, red + blue), fraction(blue + green, total), fraction(blue, total), fraction(green, total), '1/3'],
    `P(red) = red marbles ÷ all marbles = ${red}/${total}${fraction(red, total) === `${red}/${total}` ? '' : ` = ${fraction(red, total)}`}.`,
  );
}

function probabilityDice(targetSum: number): DemoItem {
  let ways = 0;
  for (let first = 1; first <= 6; first++)
    for (let second = 1; second <= 6; second++) if (first + second === targetSum) ways++;
  return item(
    'HARD',
    'Two dice',
    `Two fair dice are thrown together. What is the probability that the numbers shown add up to ${targetSum}?`,
    fraction(ways, 36),
    [fraction(ways, 12), '1/11', fraction(ways + 1, 36)],
    `There are 6 × 6 = 36 equally likely outcomes, and ${ways} of them add up to ${targetSum}, so P = ${ways}/36` +
      `${fraction(ways, 36) === `${ways}/36` ? '' : ` = ${fraction(ways, 36)}`}. (The 11 possible sums are not equally likely.)`,
  );
}

function composition(a: number, b: number, x: number): DemoItem {
  const fog = a * x * x + b;
  const gof = (a * x + b) ** 2;
  return item(
    'MEDIUM',
    'Composition of functions',
    `If f(x) = ${a}x${plusTerm(b)} and g(x) = x², what is (f ∘ g)(${x})?`,
    fog,
    [gof, a * x + b + x * x, fog + b],
    `(f ∘ g)(${x}) = f(g(${x})). First g(${x}) = ${x * x}, then f(${x * x}) = ${a} × ${x * x}${plusTerm(b)} = ${fog}. ` +
      `Doing f first would give g(f(${x})) = ${gof}, a different function.`,
  );
}

export const MATHS_QUESTIONS: DemoQuestion[] = [
  ...at('THREE', 'Numbers up to 10,000', [
    placeValue(4725, 7),
    placeValue(6184, 6),
    placeValue(3509, 5),
    placeValue(8062, 2),
    expandedForm(5, 3, 2, 8),
    expandedForm(6, 4, 9, 2),
  ]),
  ...at('FOUR', 'Numbers up to 10,000', [greatest([4306, 4360, 4063, 4036]), greatest([7891, 7918, 7819, 7981])]),
  ...at('THREE', 'Addition and Subtraction', [
    addStory('books', 'A school library', 1458, 375),
    addStory('saplings', 'A village nursery', 2637, 1485),
    subtractStory(3250, 1875),
  ]),
  ...at('FOUR', 'Addition and Subtraction', [
    addStory('stamps', 'A stamp club', 4865, 2396),
    subtractStory(6004, 2738),
  ]),
  ...at('THREE', 'Multiplication Tables', [
    timesTable(7, 8),
    timesTable(6, 9),
    timesTable(8, 4),
    groupsStory(['box', 'boxes'], 'crayons', 8, 6),
  ]),
  ...at('FOUR', 'Multiplication Tables', [
    timesTable(9, 7),
    timesTable(12, 6),
    groupsStory(['crate', 'crates'], 'mangoes', 24, 5),
    groupsStory(['bus', 'buses'], 'children', 45, 4),
  ]),
  ...at('THREE', 'Shapes and Patterns', rowsToItems(SHAPES)),
  ...at('FOUR', 'Measurement and Money', [
    metresToCm(3, 45),
    metresToCm(7, 8),
    change('Meena', ['a notebook', 38], ['a pen', 15], 100),
  ]),
  ...at('FIVE', 'Measurement and Money', [
    kgToG(2, 350),
    kgToG(5, 75),
    change('Farah', ['a storybook', 145], ['a box of colours', 85], 500),
    change('Lata', ['a geometry box', 120], ['an eraser', 12], 200),
  ]),
  ...at('SIX', 'Integers', [
    integerSum(-9, 4),
    integerSum(12, -15),
    integerSum(-6, 13),
    temperature('Leh', -8, 13),
    temperature('Gulmarg', -5, 3),
  ]),
  ...at('SEVEN', 'Integers', [integerProduct(-7, -6), integerProduct(-8, 5), integerProduct(9, -4)]),
  ...at('SIX', 'Fractions and Decimals', [addFractions(2, 7, 3, 7), addFractions(1, 8, 3, 8)]),
  ...at('SEVEN', 'Fractions and Decimals', [
    addFractions(1, 4, 2, 3),
    addFractions(3, 10, 1, 4),
    addFractions(5, 6, 1, 9),
    multiplyDecimals('2.5', '0.3'),
    multiplyDecimals('1.2', '0.3'),
    multiplyDecimals('0.7', '0.13'),
  ]),
  ...at('SEVEN', 'Simple Equations', [
    linearEquation(3, 5, 5),
    linearEquation(4, 7, 6),
    linearEquation(2, 9, 8),
    ageEquation('Kavya', 4, 45),
  ]),
  ...at('EIGHT', 'Simple Equations', [linearEquation(5, 12, 7), linearEquation(6, 11, 9), ageEquation('Imran', 3, 48)]),
  ...at('SEVEN', 'Lines and Angles', [complement(35), complement(62), supplement(115), supplement(48)]),
  ...at('EIGHT', 'Lines and Angles', [complement(18), supplement(136)]),
  ...at('SIX', 'Data Handling', [mean('Marks in five tests', [12, 15, 9, 14, 10])]),
  ...at('EIGHT', 'Data Handling', [
    mean('Rainfall in mm over six days', [4, 10, 0, 6, 13, 9]),
    mean('Hours of sleep on four nights', [8, 7, 9, 8]),
  ]),
  ...at('SIX', 'Perimeter and Area', [
    rectangle(12, 8, 'area', 'A vegetable patch'),
    rectangle(15, 9, 'perimeter', 'A school garden'),
  ]),
  ...at('EIGHT', 'Perimeter and Area', [
    rectangle(24, 15, 'area', 'A classroom floor'),
    rectangle(40, 25, 'perimeter', 'A playground'),
  ]),
  ...at('NINE', 'Number Systems', [hcf(36, 48), hcf(84, 126), lcm(12, 18)]),
  ...at('TEN', 'Number Systems', [hcf(135, 225), lcm(15, 20)]),
  ...at('NINE', 'Polynomials', [
    polynomialValue(1, -3, 2, 4),
    polynomialValue(2, 5, -3, 2),
    zeroOfLinear(2, 6),
    zeroOfLinear(3, 4),
  ]),
  ...at('TEN', 'Polynomials', [polynomialValue(3, -4, 1, 3)]),
  ...at('TEN', 'Coordinate Geometry', [
    distance(1, 2, 4, 6),
    distance(-2, 3, 10, 8),
    midpoint(2, 5, 8, 9),
    midpoint(-4, 6, 10, -2),
  ]),
  ...at('NINE', 'Coordinate Geometry', [distance(0, 0, 6, 8)]),
  ...at('TEN', 'Linear Equations in Two Variables', [pairOfEquations(9, 4), pairOfEquations(15, 6)]),
  ...at('ELEVEN', 'Linear Equations in Two Variables', [pairOfEquations(23, 8)]),
  ...at('NINE', 'Triangles', [thirdAngle(65, 45), thirdAngle(90, 37)]),
  ...at('TEN', 'Triangles', [hypotenuse(6, 8), hypotenuse(5, 12)]),
  ...at('TEN', 'Statistics', [median([34, 12, 58, 41, 27]), median([66, 8, 45, 90, 23, 51, 19])]),
  ...at('TWELVE', 'Statistics', [mean('Daily study hours over five days', [3, 5, 2, 6, 4])]),
  ...at('FIVE', 'Numbers up to 10,000', [greatest([9054, 9504, 9045, 9450]), placeValue(7316, 3)]),
  ...at('FIVE', 'Multiplication Tables', [groupsStory(['packet', 'packets'], 'biscuits', 16, 7), timesTable(11, 8)]),
  ...at('EIGHT', 'Integers', [integerProduct(-12, -5), temperature('Shimla', -3, 9)]),
  ...at('SIX', 'Lines and Angles', [complement(73), supplement(152)]),
  ...at('ELEVEN', 'Coordinate Geometry', [distance(-3, -1, 5, 14), midpoint(-6, -8, 4, 12)]),
  ...at('ELEVEN', 'Statistics', [median([72, 45, 88, 61, 39, 95, 57])]),
  ...at('ELEVEN', 'Triangles', [hypotenuse(8, 15)]),
  ...at('TWELVE', 'Polynomials', [polynomialValue(2, -7, 3, 5), zeroOfLinear(5, 2)]),
  ...at('TWELVE', 'Number Systems', [hcf(196, 420), lcm(8, 14)]),
  ...at('TWELVEONWARDS', 'Matrices and Determinants', [
    determinant(3, 2, 1, 4),
    determinant(5, -2, 3, 1),
    determinant(2, 7, 1, 3),
  ]),
  ...at('TWELVEONWARDS', 'Calculus Revision', [
    derivativeAt(3, 2, 4, 2),
    derivativeAt(1, 3, 2, 2),
    derivativeAt(2, 3, 5, 1),
  ]),
  ...at('TWELVEONWARDS', 'Probability', [
    probabilityBalls(4, 5, 3),
    probabilityBalls(6, 2, 2),
    probabilityDice(7),
    probabilityDice(9),
  ]),
  ...at('TWELVEONWARDS', 'Relations and Functions', [composition(2, 3, 2), composition(3, -1, 3)]),
];

function rowsToItems(list: Row[]): DemoItem[] {
  return list.map(([difficulty, topic, stem, right, wrong, explanation]) => ({
    difficulty,
    topic,
    stem,
    right,
    wrong,
    explanation,
  }));
}

/** Numbers for the open practice set (different from the schools' so every stem is unique). */
export const OPEN_MATHS_QUESTIONS: DemoQuestion[] = [
  ...chapterQuestions({ studentClass: 'THREE', subject: SUBJECT, chapter: 'Numbers' }, [
    placeValue(2971, 9),
    timesTable(4, 9),
    addStory('marbles', 'A toy shop', 1276, 548),
  ]),
  ...chapterQuestions({ studentClass: 'FIVE', subject: SUBJECT, chapter: 'Measurement' }, [
    metresToCm(4, 60),
    change('Neha', ['a ball', 65], ['a skipping rope', 48], 200),
  ]),
  ...chapterQuestions({ studentClass: 'SEVEN', subject: SUBJECT, chapter: 'Arithmetic' }, [
    integerSum(-11, 7),
    addFractions(1, 2, 1, 3),
    linearEquation(7, 4, 3),
    complement(27),
  ]),
  ...chapterQuestions({ studentClass: 'NINE', subject: SUBJECT, chapter: 'Algebra and Geometry' }, [
    hcf(72, 120),
    thirdAngle(55, 75),
    distance(3, 1, 8, 13),
  ]),
  ...chapterQuestions({ studentClass: 'TWELVE', subject: SUBJECT, chapter: 'Probability' }, [
    probabilityBalls(3, 4, 5),
  ]),
];
