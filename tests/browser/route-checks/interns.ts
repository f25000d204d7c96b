import {expect} from '@playwright/test';
import {interns, initialsOf} from '@site/src/data/interns';
import type {RouteCheck} from './types';

export const profilePath = (id: string): string => `/docs/Interns/internListed/${encodeURIComponent(id)}`;

const internByPath = new Map(interns.map((intern) => [profilePath(intern.id), intern]));

/** An intern profile shows every field of src/data/interns.ts and an avatar drawn from the initials. */
export const internProfile: RouteCheck = {
  what: 'the data-file fields and the initials avatar',
  appliesTo: (pagePath) => internByPath.has(pagePath),
  run: async (page, pagePath) => {
    const intern = internByPath.get(pagePath);
    if (!intern) throw new Error(`${pagePath} is not an intern profile`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(intern.name);

    const profile = page.getByRole('region', {name: `Profile of ${intern.name}`});
    await expect(profile).toBeVisible();

    const initials = initialsOf(intern.name);
    const avatar = profile.getByRole('img', {name: `Avatar of ${intern.name}: the initials ${initials}`});
    await expect(avatar).toBeVisible();
    await expect(avatar.locator('text')).toHaveText(initials);
    // The avatar is drawn on the page, not loaded from anywhere.
    await expect(profile.locator('img')).toHaveCount(0);

    const facts = profile.getByRole('definition');
    await expect(facts.nth(0)).toHaveText(intern.name);
    await expect(facts.nth(1)).toHaveText(intern.school ?? 'Not listed');
    if (intern.github === null) {
      await expect(facts.nth(2)).toHaveText('No GitHub account listed');
      await expect(profile.getByRole('link', {name: /github\.com/})).toHaveCount(0);
    } else {
      const link = profile.getByRole('link', {name: `github.com/${intern.github}`});
      await expect(link).toHaveAttribute('href', `https://github.com/${intern.github}`);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    if (intern.interests.length === 0) {
      await expect(facts.nth(3)).toHaveText('None listed');
    } else {
      await expect(facts.nth(3).getByRole('listitem')).toHaveText([...intern.interests]);
    }
  },
};
