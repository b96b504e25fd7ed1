/**
 * The ZIP of everything one account wrote: JSON files (profile, preferences, memorials with their
 * media lists and guestbooks, reminders, journal, letters, conversations with their messages), a
 * README.txt, and every media original under media/. Written into any Writable (a temp file for
 * the background export, a file for the admin CLI) through ZipWriter, one item at a time.
 */
import path from 'node:path';
import type { Writable } from 'node:stream';
import { APP_NAME } from '@shared/constants';
import { PEER_MSG } from '@shared/schemas/peer-support';
import type { Db } from '../../db/client';
import type { StorageDriver } from '../../storage/storage';
import { peerConnectionIds } from '../peer-support/peer-support.service';
import { applicationsOf } from '../partners/partners.service';
import { requestsOf } from '../support/support.service';
import { referralsForExport } from '../referrals/referrals.service';
import { maskEmail } from '@shared/schemas/referrals';
import { profilesVisibleTo } from '../profiles/profile-visibility';
import { collaborationsForExport } from '../collaborators/collaborators.service';
import * as q from './exports.queries';
import { ZIP_MAX_BYTES, ZipWriter } from './zip-writer';

/** Why an archive could not be made; the code is stored on the export and safe to log. */
export class ExportError extends Error {
  constructor(readonly code: 'ACCOUNT_GONE' | 'TOO_LARGE' | 'CANCELLED') {
    super(code);
    this.name = 'ExportError';
  }
}

interface MediaFile {
  key: string;
  /** Its path inside the ZIP. */
  zipPath: string;
  size: number;
}

const FOLDER: Record<string, string> = {
  'memorial-photos': 'photos',
  'memorial-videos': 'videos',
  'memorial-audio': 'songs',
};

/** `media/<memorial id>/<photos|videos|songs>/<stored name>`: unique, since keys are. */
export function zipPathOf(memorialId: string, key: string): string {
  const [bucket = ''] = key.split('/');
  return `media/${memorialId}/${FOLDER[bucket] ?? 'files'}/${path.posix.basename(key)}`;
}

const isStoredSong = (value: string | null): value is string => !!value && value.startsWith('memorial-audio/');

export const README = `${APP_NAME}: your data
${'='.repeat(APP_NAME.length + 11)}

This ZIP holds a copy of everything you wrote in ${APP_NAME}, as it was when you asked for it.
The .json files are plain text: any text editor opens them, and any program can read them.

account.json        your account and profile (email, display name, about you)
preferences.json    your settings (emails you receive, privacy choices, time zone)
memorials.json      the memorials you made: their words and dates, their song, their photos and
                    videos (each with the path of its file in this ZIP), and every guestbook message
                    people left on them
reminders.json      the anniversary reminders you chose for each memorial
journal.json        your journal entries
letters.json        your legacy letters, and whether and when each was delivered
conversations.json  your conversations with the AI companion, with every message
circles.json        the support circles you are in, and what you posted in them (your own posts
                    and replies; other people's words stay with them)
peer-support.json   your grief buddy matching profile, your connections and requests (the other
                    person by name, or "Anonymous User" when their profile is not shown to you),
                    and the messages you wrote to them (their messages stay with them)
contact.json        the partner programme applications and the messages to support you sent
                    while signed in, with their status
collaborations.json the memorials you help keep as a collaborator (their title), and the
                    invitations to help keep yours that you sent, with their status
referrals.json      the people who signed up through your referral link (their address masked),
                    the free months you were given, and the code you signed up with, if any
media/              the original files of your photos, videos and songs, in one folder per memorial
                    (media/<memorial id>/photos, videos and songs)

Dates and times are in UTC (ISO 8601). If a file could not be found in storage when the export
was made, missing-files.json names it.
`;

export interface ArchiveOptions {
  db: Db;
  storage: StorageDriver;
  now: Date;
  /** Called with 0–1 as the archive is written (often: keep it cheap); may throw (ExportError CANCELLED) to stop. */
  onProgress?: (fraction: number) => void;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The rows one by one, so a long journal is written (and yields) entry by entry. */
async function* each<T, U>(rows: T[], map: (row: T) => U): AsyncGenerator<U> {
  for (const row of rows) yield map(row);
}

/** Writes the account's archive into `out` (ended when done); returns the number of media files. */
export async function writeAccountArchive(
  opts: ArchiveOptions,
  userId: string,
  out: Writable,
): Promise<{ mediaFiles: number }> {
  const { db, storage } = opts;
  const account = await q.accountOf(db, userId);
  if (!account) throw new ExportError('ACCOUNT_GONE');

  const memorials = await q.memorialsOf(db, userId);
  const media = await q.mediaOf(
    db,
    memorials.map((m) => m.id),
  );

  // Every file to copy, with its size for the progress bar and the 4 GiB check.
  const files: MediaFile[] = [];
  const missing: string[] = [];
  for (const m of media)
    files.push({ key: m.filePath, zipPath: zipPathOf(m.memorialId, m.filePath), size: m.byteSize });
  for (const m of memorials) {
    if (!isStoredSong(m.featuredSongUrl)) continue;
    const info = await storage.stat(m.featuredSongUrl);
    if (info) files.push({ key: m.featuredSongUrl, zipPath: zipPathOf(m.id, m.featuredSongUrl), size: info.size });
    else missing.push(zipPathOf(m.id, m.featuredSongUrl));
  }
  const mediaBytes = files.reduce((sum, f) => sum + f.size, 0);
  if (mediaBytes > ZIP_MAX_BYTES) throw new ExportError('TOO_LARGE');

  // Text first (a few percent of the bar), then the media by bytes.
  const TEXT_SHARE = mediaBytes > 0 ? 0.05 : 1;
  let textSteps = 0;
  const TEXT_STEPS = 10;
  const report = (fraction: number) => opts.onProgress?.(Math.min(1, Math.max(0, fraction)));
  const textDone = () => report((++textSteps / TEXT_STEPS) * TEXT_SHARE);

  const writer = new ZipWriter(out, opts.now);
  try {
    await writer.addText('README.txt', README);
    textDone();
    await writer.addJson('account.json', {
      exportedAt: opts.now.toISOString(),
      id: account.id,
      email: account.email,
      emailVerified: account.emailVerified,
      createdAt: iso(account.createdAt),
      profile: {
        displayName: account.displayName ?? account.name,
        bio: account.bio ?? '',
        updatedAt: iso(account.profileUpdatedAt),
      },
    });
    textDone();

    const prefs = await q.preferencesOf(db, userId);
    await writer.addJson(
      'preferences.json',
      prefs
        ? {
            emailGuestbookEntries: prefs.emailGuestbookEntries,
            emailAnniversaryReminders: prefs.emailAnniversaryReminders,
            emailCollaborationInvites: prefs.emailCollaborationInvites,
            emailCircleMessages: prefs.emailCircleMessages,
            emailMemorialUpdates: prefs.emailMemorialUpdates,
            profileVisibility: prefs.profileVisibility,
            defaultMemorialPrivacy: prefs.defaultMemorialPrivacy,
            allowSearchIndexing: prefs.allowSearchIndexing,
            showEmailToCollaborators: prefs.showEmailToCollaborators,
            timeZone: prefs.timeZone,
            updatedAt: iso(prefs.updatedAt),
          }
        : null,
    );
    textDone();

    async function* memorialItems() {
      for (const m of memorials) {
        const guestbook = await q.guestbookOf(db, m.id);
        yield {
          id: m.id,
          title: m.title,
          description: m.description,
          birthDate: m.birthDate,
          passingDate: m.passingDate,
          isPublic: m.isPublic,
          shareLinkEnabled: m.shareEnabled,
          aiSpeakAs: m.aiSpeakAs,
          song: isStoredSong(m.featuredSongUrl)
            ? { kind: 'audio', file: zipPathOf(m.id, m.featuredSongUrl) }
            : m.featuredSongUrl
              ? { kind: 'youtube', url: m.featuredSongUrl }
              : null,
          createdAt: iso(m.createdAt),
          updatedAt: iso(m.updatedAt),
          media: media
            .filter((x) => x.memorialId === m.id)
            .map((x) => ({
              id: x.id,
              mediaType: x.mediaType,
              file: zipPathOf(m.id, x.filePath),
              contentType: x.contentType,
              byteSize: x.byteSize,
              width: x.width,
              height: x.height,
              displayOrder: x.displayOrder,
              createdAt: iso(x.createdAt),
            })),
          guestbook: guestbook.map((g) => ({
            id: g.id,
            authorName: g.authorName,
            authorEmail: g.authorEmail,
            message: g.message,
            isApproved: g.isApproved,
            createdAt: iso(g.createdAt),
          })),
        };
      }
    }
    await writer.addJsonArray('memorials.json', memorialItems());
    textDone();

    await writer.addJson(
      'reminders.json',
      memorials.map((m) => ({
        memorialId: m.id,
        memorialTitle: m.title,
        birthDate: m.birthDate,
        birthReminder: m.birthReminder,
        passingDate: m.passingDate,
        passingReminder: m.passingReminder,
      })),
    );
    textDone();

    const journal = await q.journalOf(db, userId);
    await writer.addJsonArray(
      'journal.json',
      each(journal, (j) => ({ ...j, createdAt: iso(j.createdAt), updatedAt: iso(j.updatedAt) })),
    );
    textDone();

    const letters = await q.lettersOf(db, userId);
    await writer.addJsonArray(
      'letters.json',
      each(letters, (l) => ({
        ...l,
        deliveredAt: iso(l.deliveredAt),
        createdAt: iso(l.createdAt),
        updatedAt: iso(l.updatedAt),
      })),
    );
    textDone();

    const conversations = await q.conversationsOf(db, userId);
    async function* conversationItems() {
      for (const c of conversations) {
        const msgs = await q.messagesOf(db, c.id);
        yield {
          id: c.id,
          title: c.title,
          currentGriefStage: c.currentGriefStage,
          memorialContext: c.memorialContext,
          createdAt: iso(c.createdAt),
          updatedAt: iso(c.updatedAt),
          messages: msgs.map((msg) => ({ ...msg, createdAt: iso(msg.createdAt) })),
        };
      }
    }
    await writer.addJsonArray('conversations.json', conversationItems());
    textDone();

    const [circles, posts] = await Promise.all([q.circleMembershipsOf(db, userId), q.circlePostsOf(db, userId)]);
    await writer.addJson('circles.json', {
      circles: circles.map((c) => ({ ...c, joinedAt: iso(c.joinedAt) })),
      posts: posts.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
    });
    textDone();

    await writer.addJson('peer-support.json', await peerSupportOf(db, userId));
    await writer.addJson('contact.json', {
      partnerApplications: await applicationsOf(db, userId),
      supportRequests: await requestsOf(db, userId),
    });
    textDone();

    await writer.addJson('referrals.json', await referralsOf(db, userId));
    await writer.addJson('collaborations.json', await collaborationsOf(db, userId));

    let copied = 0;
    for (const file of files) {
      const object = await storage.read(file.key);
      if (!object) {
        missing.push(file.zipPath);
        copied += file.size;
        continue;
      }
      await writer.addStream(file.zipPath, object.body, (n) => {
        copied += n;
        report(TEXT_SHARE + ((1 - TEXT_SHARE) * copied) / Math.max(1, mediaBytes));
      });
    }
    if (missing.length) await writer.addJson('missing-files.json', { missingFiles: missing });
    await writer.finish();
    return { mediaFiles: files.length - missing.length };
  } catch (err) {
    writer.abort(err instanceof Error ? err : undefined);
    throw err;
  }
}

/** collaborations.json (decision 038): the memorials one helps keep, and the invitations one sent. */
async function collaborationsOf(db: Db, userId: string) {
  const { memorials, invitations } = await collaborationsForExport(db, userId);
  return {
    memorialsYouHelpKeep: memorials.map((m) => ({ memorialId: m.id, title: m.title, since: iso(m.since) })),
    invitationsYouSent: invitations.map((i) => ({
      memorialId: i.memorialId,
      email: i.email,
      status: i.status,
      expiresAt: iso(i.expiresAt),
      createdAt: iso(i.createdAt),
    })),
  };
}

/**
 * referrals.json (decision 037): the referrals the person made (the other person's address masked,
 * as their page shows it), the rewards they got, and the code that brought them, if one did.
 */
async function referralsOf(db: Db, userId: string) {
  const { made, rewards, referredBy } = await referralsForExport(db, userId);
  return {
    referralsMade: made.map((r) => ({
      referredEmail: r.referredEmail === null ? null : maskEmail(r.referredEmail),
      status: r.status,
      createdAt: iso(r.createdAt),
      completedAt: r.completedAt ? iso(r.completedAt) : null,
    })),
    rewards: rewards.map((r) => ({
      kind: r.kind,
      premiumUntil: r.premiumUntil ? iso(r.premiumUntil) : null,
      stripeBalanceTransactionId: r.stripeBalanceTransactionId,
      createdAt: iso(r.createdAt),
    })),
    referredBy: referredBy ? { ...referredBy, createdAt: iso(referredBy.createdAt) } : null,
  };
}

/** peer-support.json (decision 036): the person's matching profile, connections and their OWN messages. */
async function peerSupportOf(db: Db, userId: string) {
  const [profile, connections, own, peers] = await Promise.all([
    q.peerProfileOf(db, userId),
    q.peerConnectionsOf(db, userId),
    q.peerMessagesOf(db, userId),
    peerConnectionIds(db, userId),
  ]);
  const others = connections.map((c) => (c.userId === userId ? c.peerId : c.userId));
  const names = await profilesVisibleTo(db, userId, others, peers);
  return {
    profile: profile ? { ...profile, updatedAt: iso(profile.updatedAt) } : null,
    connections: connections.map((c) => {
      const otherId = c.userId === userId ? c.peerId : c.userId;
      return {
        id: c.id,
        with: names.get(otherId)?.displayName ?? PEER_MSG.anonymous,
        direction: c.userId === userId ? 'sent' : 'received',
        status: c.status,
        // The note is its sender's words.
        note: c.userId === userId ? c.note : null,
        createdAt: iso(c.createdAt),
        connectedAt: iso(c.connectedAt),
      };
    }),
    messages: own.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}
