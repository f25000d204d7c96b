// The API changelog: what changed in the Spacescan API, newest first. Writers edit this file.
import type {ApiChangelogEntry} from './types';

export const apiChangelog: readonly ApiChangelogEntry[] = [];
