/**
 * The interns of Spacescan's 2022 programme, one entry per profile page under
 * docs/Interns/internListed/. Each entry holds only what the profile shows: the name,
 * the GitHub user (or null when none was given), the school (or null) and the
 * interests. Nothing more personal belongs here; tests/unit/interns.test.ts checks it.
 */
export type Intern = {
  /** The last part of the profile's URL: /docs/Interns/internListed/<id>. */
  readonly id: string;
  readonly name: string;
  readonly github: string | null;
  readonly school: string | null;
  readonly interests: readonly string[];
};

const licet = 'Loyola-ICAM College of Engineering and Technology (LICET), Chennai';
const npr = 'NPR College of Engineering and Technology';

export const interns: readonly Intern[] = [
  {
    id: 'AaronSajiAlexander',
    name: 'Aaron Saji Alexander',
    github: null,
    school: licet,
    interests: ['Blockchain', 'NFTs', 'React', 'Node.js', 'Agile'],
  },
  {
    id: 'AlexBernardi',
    name: 'Alex Bernardi',
    github: null,
    school: null,
    interests: ['Web development', 'Large datasets', 'Data science', 'Chialisp', 'Chia farming'],
  },
  {
    id: 'Gautham',
    name: 'Gautham S',
    github: 'gauthamsrinivasan',
    school: licet,
    interests: ['React', 'Node.js', 'Web development', 'Blockchain', 'NFTs'],
  },
  {
    id: 'GeoffreyLazer',
    name: 'Geoffrey Lazer',
    github: null,
    school: null,
    interests: ['Blockchain', 'Game development', 'Unity'],
  },
  {
    id: 'James',
    name: 'Athael Raj James',
    github: 'JamesWayne69',
    school: licet,
    interests: ['Full-stack development', 'Smart contracts', 'Blockchain security', 'Data science', 'Machine learning'],
  },
  {
    id: 'JohnMugesh',
    name: 'John Mugesh',
    github: 'Johnmugesh',
    school: licet,
    interests: ['Blockchain'],
  },
  {
    id: 'Kaviena',
    name: 'Kaviena Sharon C T',
    github: null,
    school: licet,
    interests: ['Blockchain', 'NFTs', 'React', 'Node.js', 'Agile'],
  },
  {
    id: 'MohamedIbrahim',
    name: 'Mohamed Ibrahim',
    github: 'mohamed8270',
    school: npr,
    interests: ['Smart contracts', 'Decentralised applications', 'Blockchain security', 'UX design', 'Flutter'],
  },
  {
    id: 'Nandhakumar',
    name: 'Nandha Kumar',
    github: 'nandhakumar2002',
    school: 'NPR College of Engineering and Technology, Natham',
    interests: ['Node.js', 'React', 'Docusaurus', 'Blockchain', 'Data science'],
  },
  {
    id: 'Prasanna_D',
    name: 'Prasanna D',
    github: null,
    school: npr,
    interests: ['Blockchain', 'AI and machine learning', 'IoT', 'Data science', 'UI and UX design'],
  },
  {
    id: 'Rithika',
    name: 'Rithika R',
    github: 'Rithika05',
    school: licet,
    interests: ['React', 'Node.js', 'Web and app development', 'Blockchain', 'NFTs'],
  },
  {
    id: 'SharonNivedita',
    name: 'Sharon Nivedita',
    github: 'sharonnivedita12',
    school: licet,
    interests: ['Node.js', 'React', 'Docusaurus', 'Blockchain', 'Data science'],
  },
  {
    id: 'ShreeVaraaMangai',
    name: 'ShreeVaraaMangai',
    github: 'shreevm',
    school: licet,
    interests: ['Blockchain', 'NFTs', 'React', 'Node.js', 'Agile'],
  },
  {
    id: 'Sowmya',
    name: 'Sowmya B',
    github: 'sowmyaaa1',
    school: licet,
    interests: ['React', 'Node.js', 'Web and app development', 'Blockchain', 'NFTs'],
  },
  {
    // The original profile at this address was a copy of Sowmya B's. Only the name is
    // known, so the page shows no school, GitHub account or interests.
    id: 'Sridevi',
    name: 'Sridevi',
    github: null,
    school: null,
    interests: [],
  },
  {
    id: 'shamhiruthik',
    name: 'Sham Hiruthik',
    github: null,
    school: npr,
    interests: ['Data science', 'React', 'Git', 'Blockchain', 'Databases'],
  },
];

/** The intern whose profile sits at /docs/Interns/internListed/<id>, if there is one. */
export function findIntern(id: string): Intern | undefined {
  return interns.find((intern) => intern.id === id);
}

/**
 * One or two capital letters for the avatar: the first letters of the first and last
 * words of the name ("Athael Raj James" gives "AJ"; "ShreeVaraaMangai" gives "S").
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
