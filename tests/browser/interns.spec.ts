import {test, expect} from './fixtures';
import {gotoHydrated, sitemapPaths} from '../support/site';
import {interns, initialsOf} from '@site/src/data/interns';

// The intern profiles as a reader sees them: every field of src/data/interns.ts on the page,
// an avatar drawn from the initials, and the way in from the onboarding page.

const profilePath = (id: string): string => `/docs/Interns/internListed/${encodeURIComponent(id)}`;

test('every intern profile is in the sitemap', () => {
  const paths = sitemapPaths();
  for (const intern of interns) {
    expect(paths, intern.name).toContain(profilePath(intern.id));
  }
});

for (const intern of interns) {
  test(`the profile of ${intern.name} shows the data-file fields and the initials avatar`, async ({page}) => {
    await gotoHydrated(page, profilePath(intern.id));
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
  });
}

test('a reader reaches a profile from the onboarding page and back', async ({page}) => {
  await gotoHydrated(page, '/docs/Interns/padawan_onboarding');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Padawan onboarding');
  await page.getByRole('main').getByRole('link', {name: 'Gautham S'}).click();
  await expect(page).toHaveURL('/docs/Interns/internListed/Gautham');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Gautham S');
  await page.getByRole('region', {name: 'Profile of Gautham S'}).getByRole('link', {name: 'Padawan onboarding'}).click();
  await expect(page).toHaveURL('/docs/Interns/padawan_onboarding');
});

test('the avatar follows the colour mode', async ({page}) => {
  const avatarColour = async (): Promise<string> => {
    await gotoHydrated(page, profilePath('Sowmya'));
    const avatar = page.getByRole('img', {name: /^Avatar of Sowmya B/});
    return avatar.evaluate((element) => getComputedStyle(element).color);
  };
  await page.emulateMedia({colorScheme: 'light'});
  const light = await avatarColour();
  await page.emulateMedia({colorScheme: 'dark'});
  const dark = await avatarColour();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(dark).not.toBe(light);
});
