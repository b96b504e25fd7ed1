import { PEER_MSG, type PeerPerson } from '@shared/schemas/peer-support';

/** Their name as profile visibility allows (decision 032), else "Anonymous User". */
export const personName = (p: PeerPerson): string => p.name ?? PEER_MSG.anonymous;

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A date in the reader's own format. */
export const readerDate = (iso: string): string => DAY.format(new Date(iso));
