import React, {type ReactNode, useId} from 'react';
import Link from '@docusaurus/Link';
import {findIntern, initialsOf, type Intern} from '@site/src/data/interns';
import styles from './styles.module.css';

type Props = {
  /** The intern's id in src/data/interns.ts, which is also the last part of the page's URL. */
  id: string;
};

type AvatarProps = {
  name: string;
};

/** A round avatar drawn from the initials of a name, in the theme's primary colour. */
function InitialsAvatar({name}: AvatarProps): ReactNode {
  const titleId = useId();
  const initials = initialsOf(name);
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" role="img" aria-labelledby={titleId} width={96} height={96}>
      <title id={titleId}>{`Avatar of ${name}: the initials ${initials}`}</title>
      <circle cx="32" cy="32" r="32" fill="currentColor" />
      <text className={styles.initials} x="32" y="33" textAnchor="middle" dominantBaseline="middle">
        {initials}
      </text>
    </svg>
  );
}

function GitHubAccount({github}: Pick<Intern, 'github'>): ReactNode {
  if (github === null) {
    return 'No GitHub account listed';
  }
  return <Link href={`https://github.com/${github}`}>{`github.com/${github}`}</Link>;
}

function Interests({interests}: Pick<Intern, 'interests'>): ReactNode {
  if (interests.length === 0) {
    return 'None listed';
  }
  return (
    <ul className={styles.interests}>
      {interests.map((interest) => (
        <li key={interest}>{interest}</li>
      ))}
    </ul>
  );
}

/**
 * The profile of one intern of the 2022 programme, from src/data/interns.ts. An unknown
 * id fails the build, so a page cannot drift from the data file.
 */
export default function InternProfile({id}: Props): ReactNode {
  const intern = findIntern(id);
  if (intern === undefined) {
    throw new Error(`InternProfile: no intern with id "${id}" in src/data/interns.ts`);
  }
  return (
    <section className={styles.profile} aria-label={`Profile of ${intern.name}`}>
      <InitialsAvatar name={intern.name} />
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{intern.name}</dd>
        <dt>School</dt>
        <dd>{intern.school ?? 'Not listed'}</dd>
        <dt>GitHub</dt>
        <dd>
          <GitHubAccount github={intern.github} />
        </dd>
        <dt>Interests</dt>
        <dd>
          <Interests interests={intern.interests} />
        </dd>
      </dl>
      <p className={styles.programme}>
        {intern.name} joined Spacescan's 2022 intern programme: six months of remote work, about ten hours a week, with tasks handed out and
        reviewed on GitHub. New interns start with the <Link to="/docs/Interns/padawan_onboarding">Padawan onboarding</Link> steps.
      </p>
    </section>
  );
}
