/** Computer Science demo questions for Classes 9-12: computer systems, Python basics and staying safe online. */
import type { StudentClass } from '@noticeboard/shared';
import { type DemoQuestion, type Row, rows } from './demo-question';

const at = (studentClass: StudentClass, chapter: string, list: Row[]) =>
  rows({ studentClass, subject: 'Computer Science', chapter }, list);

export const COMPUTER_QUESTIONS: DemoQuestion[] = [
  ...at('NINE', 'Computer Systems', [
    [
      'EASY',
      'Hardware',
      'Which part of a computer is called its brain?',
      'CPU (Central Processing Unit)',
      ['Monitor', 'Keyboard', 'Printer'],
      'The CPU carries out the instructions of programs. The monitor, keyboard and printer are input or output devices.',
    ],
    [
      'EASY',
      'Memory',
      'Which memory loses its contents when the computer is switched off?',
      'RAM',
      ['ROM', 'Hard disk', 'Pen drive'],
      'RAM is volatile: it holds data only while powered. ROM, hard disks and pen drives keep data without power.',
    ],
    [
      'MEDIUM',
      'Number systems',
      'What is the binary number 1011 in decimal?',
      '11',
      ['13', '1,011', '9'],
      '1011 = 1 × 8 + 0 × 4 + 1 × 2 + 1 × 1 = 8 + 0 + 2 + 1 = 11.',
    ],
    [
      'MEDIUM',
      'Units',
      'How many bits make one byte?',
      '8',
      ['4', '16', '1,024'],
      'A byte is 8 bits. 1,024 bytes make a kilobyte in the binary convention.',
    ],
  ]),
  ...at('TEN', 'Computer Systems', [
    [
      'MEDIUM',
      'Software',
      'Which of these is system software?',
      'An operating system',
      ['A word processor', 'A web browser', 'A photo editor'],
      'System software such as an operating system runs the computer itself. The others are application software.',
    ],
  ]),
  ...at('ELEVEN', 'Introduction to Python', [
    [
      'EASY',
      'Output',
      'What does print(7 // 2) show in Python?',
      '3',
      ['3.5', '4', '1'],
      '// is floor division: it divides and drops the fractional part, so 7 // 2 = 3. 7 / 2 would give 3.5, and 7 % 2 gives 1.',
    ],
    [
      'EASY',
      'Operators',
      'What does print(2 ** 3) show in Python?',
      '8',
      ['6', '5', '9'],
      '** is the power operator: 2 ** 3 = 2 × 2 × 2 = 8.',
    ],
    [
      'MEDIUM',
      'Data types',
      'What is the type of the value "42" (with quotes) in Python?',
      'str',
      ['int', 'float', 'bool'],
      'Anything inside quotes is a string (str). int("42") would turn it into the integer 42.',
    ],
    [
      'MEDIUM',
      'Strings',
      'What does print("ab" * 3) show in Python?',
      'ababab',
      ['ab3', 'ab ab ab', 'An error'],
      'Multiplying a string by an integer repeats it: "ab" * 3 is "ababab".',
    ],
  ]),
  ...at('ELEVEN', 'Conditional Statements and Loops', [
    [
      'MEDIUM',
      'Loops',
      'How many times does this loop print? for i in range(2, 10, 3): print(i)',
      '3',
      ['8', '4', '2'],
      'range(2, 10, 3) gives 2, 5 and 8 (it stops before 10), so the loop prints 3 times.',
    ],
    [
      'MEDIUM',
      'Conditions',
      'With x = 15, what is the value of the condition x % 3 == 0 and x % 5 == 0?',
      'True',
      ['False', 'None', 'An error'],
      '15 % 3 is 0 and 15 % 5 is 0, so both parts are True, and True and True is True.',
    ],
    [
      'HARD',
      'Loops',
      'Starting with total = 0, the loop for n in range(1, 5): total += n runs. What is total at the end?',
      '10',
      ['15', '4', '5'],
      'range(1, 5) gives 1, 2, 3, 4. Their sum is 10. The 5 is not included.',
    ],
  ]),
  ...at('TWELVE', 'Lists and Dictionaries', [
    [
      'EASY',
      'Lists',
      'If marks = [56, 72, 90], what is marks[1]?',
      '72',
      ['56', '90', 'An error'],
      'List positions start at 0, so marks[0] is 56 and marks[1] is 72.',
    ],
    [
      'MEDIUM',
      'Lists',
      'If nums = [4, 8, 15], what does len(nums) return?',
      '3',
      ['27', '15', '2'],
      'len gives the number of items in a list. There are three items.',
    ],
    [
      'MEDIUM',
      'Dictionaries',
      'capitals = {"Kerala": "Thiruvananthapuram", "Goa": "Panaji"}. What is capitals["Goa"]?',
      'Panaji',
      ['Goa', 'Thiruvananthapuram', 'An error'],
      'A dictionary looks up a value by its key. The key "Goa" gives the value "Panaji".',
    ],
    [
      'HARD',
      'Slicing',
      'If s = [10, 20, 30, 40, 50], what is s[1:4]?',
      '[20, 30, 40]',
      ['[10, 20, 30, 40]', '[20, 30, 40, 50]', '[10, 20, 30]'],
      'A slice s[a:b] starts at position a and stops before b: positions 1, 2 and 3, which hold 20, 30 and 40.',
    ],
  ]),
  ...at('NINE', 'Cyber Safety', [
    [
      'EASY',
      'Passwords',
      'Which is the strongest password?',
      'Blue!Kite7#River',
      ['password123', 'myname2010', '12345678'],
      'Strong passwords are long and mix upper and lower case letters, numbers and symbols, and avoid names or simple patterns.',
      {
        status: 'REJECTED',
        note: 'A useful topic, thank you! Pupils may copy the sample password as it is. Could you ask which quality makes a password strong (length, a mix of characters) instead?',
      },
    ],
    [
      'MEDIUM',
      'Phishing',
      'You get an email saying you won a prize and must enter your bank password on a link. What is this most likely?',
      'A phishing attempt',
      ['A real prize', 'A software update', 'A school notice'],
      'Phishing messages trick people into giving passwords or bank details. Never enter them through such links; tell a trusted adult.',
    ],
    [
      'EASY',
      'Online behaviour',
      'A classmate is being teased with hurtful messages in a group chat. What should you do?',
      'Support them and report it to a trusted adult',
      ['Forward the messages to others', 'Join in so you are not teased', 'Ignore it forever'],
      'This is cyberbullying. Supporting the person and telling a teacher or parent helps stop it.',
    ],
  ]),
  ...at('TEN', 'Cyber Safety', [
    [
      'MEDIUM',
      'Privacy',
      'Which of these is safest to share on a public social media profile?',
      'Your favourite book',
      ['Your home address', 'Your school timetable and bus stop', 'Your phone number'],
      'Personal details such as address, phone number and daily routine can be misused. Share hobbies, not whereabouts.',
    ],
  ]),
];
