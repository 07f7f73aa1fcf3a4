/** Every test counts days by the rules the server uses (server/src/time-zones.ts), not by Node's older ones. */
import { installNewestTimeZoneRules } from '../time-zones.ts';

installNewestTimeZoneRules();
