/** The job queues of invitation delivery (pg-boss queue names). */
export const deliverInvitationQueue = "deliver-invitation";
export const deliverReminderQueue = "deliver-reminder";
export const deliveryQueues = [deliverInvitationQueue, deliverReminderQueue];
