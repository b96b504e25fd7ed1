/**
 * What the crisis screen's level gives back to the person who wrote (decisions 035–037, 041, 043):
 * with a crisis, the help lines of their country; with a concern, a gentle note; nothing otherwise.
 */
import { helplinesFor } from '@shared/safety';
import type { RiskLevel, WrittenSupport } from '@shared/schemas/companion';

export function writtenSupport(risk: RiskLevel, country: string | null): WrittenSupport | undefined {
  if (risk === 'crisis') return { risk, helplines: helplinesFor(country) };
  if (risk === 'concern') return { risk };
  return undefined;
}
