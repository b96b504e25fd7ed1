/**
 * The community rooms that ship with the product (decision 036 point 7), seeded at start-up by
 * their stable key like the resource library (decision 010): a key already in the table is never
 * inserted again, so an admin's edit or archiving stays as they left it.
 */
import type { RoomType } from '@shared/schemas/community';

export interface ShippedRoom {
  seedKey: string;
  name: string;
  description: string;
  roomType: RoomType;
}

export const SHIPPED_ROOMS: readonly ShippedRoom[] = [
  {
    seedKey: 'early-days',
    name: 'The Early Days',
    description:
      'For the first weeks and months, when everything feels unreal. Come as you are; there is no right thing to say here.',
    roomType: 'support',
  },
  {
    seedKey: 'loss-of-a-parent',
    name: 'Losing a Parent',
    description: 'A quiet room for anyone whose mother or father has died, however long ago and however old you were.',
    roomType: 'support',
  },
  {
    seedKey: 'partner-loss',
    name: 'After a Partner Dies',
    description: 'For those learning to live without the person they shared their days with.',
    roomType: 'support',
  },
  {
    seedKey: 'remembering-together',
    name: 'Remembering Together',
    description: 'Share a story, a habit or a small detail about someone you love, and hear about theirs.',
    roomType: 'discussion',
  },
  {
    seedKey: 'understanding-grief',
    name: 'Understanding Grief',
    description:
      'Gentle conversations about how grief can feel in the body and mind, and what others have found helpful.',
    roomType: 'learning',
  },
  {
    seedKey: 'quiet-corner',
    name: 'The Quiet Corner',
    description: 'For anything that does not fit elsewhere: a hard day, a good memory, or simply wanting company.',
    roomType: 'other',
  },
];
