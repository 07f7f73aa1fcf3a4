/**
 * Parental controls' 'Safe search only' and blocked websites (issue 13): no link reaches a child through a
 * generated story or reply when safe search is on, and never one to a blocked website.
 */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>()"']*[^\s<>()"'.,;:!?]|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|edu|gov|io|co|uk|fr|ca|it|de|info|biz|tv|me|app|dev|xyz|ly|gg|ai)\b(?:\/[^\s<>()"']*[^\s<>()"'.,;:!?])?/gi;

export const LINK_REMOVED = '[link removed]';

export interface LinkFilter {
  safeSearchOnly: boolean;
  blockedWebsites: readonly string[];
}

function hostOf(link: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(link) ? link : `http://${link}`;
  try {
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return link.toLowerCase();
  }
}

const isBlocked = (host: string, blocked: readonly string[]) => blocked.some((site) => host === site || host.endsWith(`.${site}`));

export function keepLinksOut(text: string, filter: LinkFilter): string {
  if (!filter.safeSearchOnly && filter.blockedWebsites.length === 0) return text;
  return text.replace(LINK, (link) => (filter.safeSearchOnly || isBlocked(hostOf(link), filter.blockedWebsites) ? LINK_REMOVED : link));
}
