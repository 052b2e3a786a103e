import { z } from 'zod';

/** The client's WhatsApp alerts group; null until set in platform administration. */
export const whatsappGroupSchema = z.object({ groupInviteLink: z.string().nullable() }).meta({ id: 'WhatsappGroup' });
export type WhatsappGroup = z.infer<typeof whatsappGroupSchema>;
