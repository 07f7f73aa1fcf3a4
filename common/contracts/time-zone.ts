import { z } from 'zod/mini';
import { isTimeZone } from '../domain/calendar.ts';
import { text } from './text.ts';

/**
 * An IANA time zone's name by its form ("America/Toronto", "UTC", "Etc/GMT+5"); a name of the wrong form is not
 * looked up. Answers use this one: asking ICU about a zone loads its time zone data, 17 ms of a page's first load at
 * desktop speed (70 ms on a phone), and the zone was checked when it was saved.
 */
export const timeZoneName = text().check(
  z.maxLength(64, { message: 'Unknown time zone', abort: true }),
  z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, { message: 'Unknown time zone', abort: true }),
  z.meta({ examples: ['America/Toronto'] }),
);

/** What a person sends: a zone of the right form that this server's time zone data also knows. */
export const knownTimeZone = timeZoneName.check(z.refine((zone) => isTimeZone(zone), 'Unknown time zone'));
