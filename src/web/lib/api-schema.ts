// Generated from the server's OpenAPI document (/api/openapi.json) by `npm run api:types`.
// Do not edit: src/server/http/web-api-schema.test.ts fails when this file differs from the document.
export interface paths {
    "/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness only: touches nothing (also the benchmark's hello-world ceiling) */
        get: operations["getPing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability; 503 once the server is stopping */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, or null */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My events (search on title or location), date descending, with their reply counts */
        get: operations["getEventsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next public events (home page) */
        get: operations["getEventsUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public upcoming events, 12 a page, with search */
        get: operations["getEventsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event; a private one only for its owner and co-hosts, who also get its reply counts */
        get: operations["getEventsById"];
        /** Update an event (its owner or a co-host) */
        put: operations["putEventsById"];
        post?: never;
        /** Delete an event and everything attached (the owner only); notifyGuests=true e-mails the guests who replied */
        delete: operations["deleteEventsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an event */
        post: operations["postEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/cancellation-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Before a delete: how many guests who replied can be e-mailed that the event is cancelled */
        get: operations["getEventsByIdCancellationNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload or replace the banner image (multipart field `file`) */
        put: operations["putEventsByIdBanner"];
        post?: never;
        /** Remove the banner image */
        delete: operations["deleteEventsByIdBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an event's guests with status counts (host only) */
        get: operations["getEventsByIdGuests"];
        put?: never;
        /** Add a guest (host only) */
        post: operations["postEventsByIdGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every guest of the event with name, contact, category and status, by name (host only) */
        get: operations["getEventsByIdGuestsContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several guests at once (host only) */
        post: operations["postEventsByIdGuestsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing a guest CSV would do, writing nothing (multipart: `file`; `updateExisting`=true to change names and statuses of guests already on the list) */
        post: operations["postEventsByIdGuestsImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a guest CSV as previewed (multipart: the same `file` and `updateExisting`, and the preview's `fingerprint`); 409 when the plan changed since the preview */
        post: operations["postEventsByIdGuestsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guests matching a filter as CSV (host only) */
        get: operations["getEventsByIdGuestsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/guests/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: 'guests' whenever the event's guest list changes (host only) */
        get: operations["getEventsByIdGuestsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One guest (host only) */
        get: operations["getGuestsByGuestId"];
        /** Edit a guest (host only); with `If-Match: "<updatedAt>"`, 409 when the guest changed since that version */
        put: operations["putGuestsByGuestId"];
        post?: never;
        /** Delete a guest (host only) */
        delete: operations["deleteGuestsByGuestId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rsvp/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest's reply page: the event, the form's options and their own answer */
        get: operations["getRsvpByToken"];
        /** A guest answers or changes their answer */
        put: operations["putRsvpByToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rsvp/{token}/event.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as a calendar file */
        get: operations["getRsvpByTokenEventIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rsvp/{token}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe (List-Unsubscribe-Post): no more invitation e-mails to this guest */
        post: operations["postRsvpByTokenUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open reply form of a public event */
        get: operations["getEventsByIdRsvp"];
        put?: never;
        /** Register for a public event (open RSVP) */
        post: operations["postEventsByIdRsvp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/rsvp-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's RSVP settings (host only) */
        get: operations["getEventsByIdRsvpSettings"];
        /** Save the event's RSVP settings: deadline, capacity, meal and dietary questions, message (host only) */
        put: operations["putEventsByIdRsvpSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitation templates: the defaults and my own, by name */
        get: operations["getTemplates"];
        put?: never;
        /** Create a custom template (multipart: name, category, description, image ≤ 5 MB) */
        post: operations["postTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my custom templates */
        delete: operations["deleteTemplatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/templates/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the default templates that are missing (admin) */
        post: operations["postAdminTemplatesDefaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove any template (admin) */
        delete: operations["deleteAdminTemplatesById"];
        options?: never;
        head?: never;
        /** Edit any template's name, category and description (admin) */
        patch: operations["patchAdminTemplatesById"];
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My invitations, newest first (optionally of one event) */
        get: operations["getInvitations"];
        put?: never;
        /** Save an invitation as a draft */
        post: operations["postInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My 5 newest invitations (dashboard) */
        get: operations["getInvitationsRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The e-mail an invitation would send to one guest, unsaved */
        post: operations["postInvitationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invitation with each recipient's delivery and reply */
        get: operations["getInvitationsById"];
        /** Edit a draft or scheduled invitation */
        put: operations["putInvitationsById"];
        post?: never;
        /** Delete an invitation (a scheduled send is withdrawn) */
        delete: operations["deleteInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send now (e-mail: one message per recipient, from a job) */
        post: operations["postInvitationsByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule the send for a future time */
        post: operations["postInvitationsByIdSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/cancel-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a scheduled send (back to draft) */
        post: operations["postInvitationsByIdCancelSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again to the recipients whose e-mail failed */
        post: operations["postInvitationsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The host shared the link (copied it, showed the QR code, opened WhatsApp): its code opens from now on */
        post: operations["postInvitationsByIdShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/mark-sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WhatsApp: mark recipients (or all) as sent by the host */
        post: operations["postInvitationsByIdMarkSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/recipients/{guestId}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WhatsApp: the host opened this guest's message; 'sent' once every recipient is */
        post: operations["postInvitationsByIdRecipientsByGuestIdSent"];
        /** WhatsApp: undo marking this guest as sent (the invitation is a draft again) */
        delete: operations["deleteInvitationsByIdRecipientsByGuestIdSent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a reminder to the recipients who have not replied */
        post: operations["postInvitationsByIdReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/reminders/{reminderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a scheduled reminder */
        delete: operations["deleteInvitationsByIdRemindersByReminderId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invite/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared invitation: its content, the event and the open reply form */
        get: operations["getInviteByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invite/{code}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest's personal invitation: the content and their own reply */
        get: operations["getInviteByCodeByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invite/{code}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply through a shared invitation link (works for private events: the code is the key) */
        post: operations["postInviteByCodeRsvp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the event's photos and videos, newest first, by tab and caption search, with the tab counts and its gallery settings (host only); `after` for the next page */
        get: operations["getEventsByIdGallery"];
        put?: never;
        /** Add one photo or video (multipart: file, caption); its type is judged from its bytes */
        post: operations["postEventsByIdGallery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/gallery/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether guests may add photos from their personal links (they wait for approval) */
        put: operations["putEventsByIdGallerySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/gallery/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every approved photo and video of the event as one ZIP, streamed */
        get: operations["getEventsByIdGalleryDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete (or reject) an item: its row, file and every size */
        delete: operations["deleteGalleryById"];
        options?: never;
        head?: never;
        /** Change an item's caption or star it as a favourite */
        patch: operations["patchGalleryById"];
        trace?: never;
    };
    "/gallery/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a guest's photo: from now on everyone who sees the gallery sees it */
        post: operations["postGalleryByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gallery/{id}/original": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the full-size file (metadata such as GPS removed at upload) */
        get: operations["getGalleryByIdOriginal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's posts, newest first, with its feed settings (host only) */
        get: operations["getEventsByIdFeed"];
        put?: never;
        /** Post to the feed (multipart: title, content, type, isPublic, optional image or video `file`) */
        post: operations["postEventsByIdFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/feed/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether guests with a personal link may like and comment on public posts */
        put: operations["putEventsByIdFeedSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/feed/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: 'feed' whenever a post, comment or like of the event changes (host only) */
        get: operations["getEventsByIdFeedStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post with its comments, oldest first (host only) */
        get: operations["getFeedById"];
        put?: never;
        post?: never;
        /** Delete a post with its comments, likes and media (its author only) */
        delete: operations["deleteFeedById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a post, or take the like back (one per user) */
        post: operations["postFeedByIdLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a post */
        post: operations["postFeedByIdComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment (its author only) */
        delete: operations["deleteFeedCommentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file (the key may contain slashes); images at width ?w= */
        get: operations["getMediaByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile and preferences */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the display name and phone number */
        patch: operations["patchProfile"];
        trace?: never;
    };
    "/profile/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save notification switches and the theme (any subset) */
        patch: operations["patchProfilePreferences"];
        trace?: never;
    };
    "/profile/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a new profile photo (multipart: file) */
        post: operations["postProfilePhoto"];
        /** Remove the profile photo */
        delete: operations["deleteProfilePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: a ZIP of everything the account holds (JSON, CSV and files) */
        get: operations["getProfileExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/upcoming-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Before deleting the account: its upcoming events, each with how many guests who replied could be told it is cancelled */
        get: operations["getProfileUpcomingEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the account and everything it owns (body: the account's e-mail, typed, and the current password unless the sign-in is fresh) */
        post: operations["postProfileDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's numbers and monthly sign-ups and events (admin) */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search users by e-mail or name, newest first, 25 a page (admin) */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user (admin) */
        get: operations["getAdminUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make or revoke admin, disable or enable an account; recorded in the audit log (admin) */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 100 admin actions (admin) */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Version, database and migrations, storage, mail, job queue and outbox (admin) */
        get: operations["getAdminSystem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/test-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test mail to the admin's own address (admin) */
        post: operations["postAdminTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many users product news would reach (marketing emails on) (admin) */
        get: operations["getAdminNewsAudience"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send product news to every user who chose marketing emails (admin; audited) */
        post: operations["postAdminNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe from product news (List-Unsubscribe-Post; no sign-in) */
        post: operations["postNewsUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a backup: a ZIP with a consistent SQL dump, every uploaded file and a manifest (admin, or `Authorization: Bearer` the operator's key used by `npm run backup`) */
        get: operations["getAdminBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in host's own figures and next event, for the dashboard home */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/venue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's venue, or null (anyone who may read the event) */
        get: operations["getEventsByIdVenue"];
        /** Set the event's venue (creates or replaces it; the event's owner or a co-host) */
        put: operations["putEventsByIdVenue"];
        post?: never;
        /** Delete the event's venue (the event's owner or a co-host) */
        delete: operations["deleteEventsByIdVenue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start buying a package for an event: the server creates the order at the package's price */
        post: operations["postPaymentsOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checkout's success: completes the payment once its signature checks out */
        post: operations["postPaymentsByIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checkout failed or its window was closed: a pending payment becomes failed */
        post: operations["postPaymentsByIdFail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/test-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test mode only (no Razorpay keys): a successful stand-in payment, signed as Razorpay signs */
        post: operations["postPaymentsByIdTestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Razorpay's webhook (X-Razorpay-Signature over the raw body) */
        post: operations["postPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's payments, newest first */
        get: operations["getPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A completed payment's receipt (the payer only) */
        get: operations["getPaymentsByIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt as a PDF, drawn on the server (the payer only) */
        get: operations["getPaymentsByIdReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's package and its guest and photo limits (the event's owner or a co-host) */
        get: operations["getEventsByIdPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reply funnel and the caterer's headcount (the event's owner or a co-host; Premium or Deluxe) */
        get: operations["getEventsByIdAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/analytics/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replies per day and by guest category (the event's owner or a co-host; Deluxe) */
        get: operations["getEventsByIdAnalyticsTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/analytics/headcount.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caterer's headcount as CSV: one line per confirmed person with their meal, then the total; for an event in parts, a section per part (or only `partId`'s) with its time, place and totals (Deluxe) */
        get: operations["getEventsByIdAnalyticsHeadcountCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arrived / expected and the latest arrivals; at an event in parts, of one part (`part` / `partId` names it, the summary defaulting to the part happening now or next; 403 for a guest not coming to the part). Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        get: operations["getEventsByIdCheckIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guests found by name, with whether they are in. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        get: operations["getEventsByIdCheckInGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/guest-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every guest with whether they are in, by name: the door's copy for finding guests offline; at an event in parts, the part's invited guests. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        get: operations["getEventsByIdCheckInGuestList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest a scanned pass belongs to (changes nothing); 404 not this event's pass, 410 voided, 403 at a part its guest is not coming to. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdCheckInScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a guest in with how many of the party came; once per actionId, and once per guest (and part: `part` / `partId` names it, the summary defaulting to the part happening now or next; 403 for a guest not coming to the part). Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdCheckInArrivals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a guest's check-in; once per actionId. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdCheckInUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/walk-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add someone not on the list as attending and check them in; once per actionId. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdCheckInWalkIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/passes/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a guest's pass; their reply page then shows a new one. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdCheckInPassesRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/check-in/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: 'arrivals' whenever any door of the event checks someone in or out, or the list changes. Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        get: operations["getEventsByIdCheckInStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/door-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's door links, newest first. The event's host, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        get: operations["getEventsByIdDoorLinks"];
        put?: never;
        /** Make a door link: the only answer with its address and QR code (only its hash is kept). The event's host, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdDoorLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/door-links/{linkId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a door link at once. The event's host, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise) */
        post: operations["postEventsByIdDoorLinksByLinkIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arrived / expected and the latest arrivals; at an event in parts, of the part named by `part` (else the one happening now or next). Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        get: operations["getDoorBySecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guests found by name (names only). Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        get: operations["getDoorBySecretGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/guest-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every guest with whether they are in: the door's copy for finding guests offline. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        get: operations["getDoorBySecretGuestList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest a scanned pass belongs to (changes nothing); 403 at a part its guest is not coming to. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        post: operations["postDoorBySecretScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a guest in; once per actionId and guest. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        post: operations["postDoorBySecretArrivals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a guest's check-in; once per actionId. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        post: operations["postDoorBySecretUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/walk-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add and check in someone not on the list; once per actionId. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        post: operations["postDoorBySecretWalkIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/door/{secret}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events: 'arrivals' whenever any door of the event checks someone in or out, or the list changes. Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired) */
        get: operations["getDoorBySecretStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The host's messages to the event's guests, newest first, each with every guest's delivery */
        get: operations["getEventsByIdMessages"];
        put?: never;
        /** Send a message to a part of the guest list: e-mail from a job, WhatsApp for the host to open guest by guest */
        post: operations["postEventsByIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message with each recipient's delivery (delivered, opened, sent) */
        get: operations["getMessagesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/recipients/{guestId}/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** WhatsApp: the host opened this guest's message, so it counts as sent */
        post: operations["postMessagesByIdRecipientsByGuestIdWhatsapp"];
        /** WhatsApp: undo marking this guest's message as sent */
        delete: operations["deleteMessagesByIdRecipientsByGuestIdWhatsapp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/attendee-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reminders to the event's Going (and Maybe) guests, by send time */
        get: operations["getEventsByIdAttendeeReminders"];
        put?: never;
        /** Schedule a reminder to the Going (optionally Maybe) guests: the day before or on the day */
        post: operations["postEventsByIdAttendeeReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendee-reminders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a scheduled reminder to the guests who are coming */
        delete: operations["deleteAttendeeRemindersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what with the event, newest first, 30 a page (whoever manages the event) */
        get: operations["getEventsByIdActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's owner, co-hosts and door staff (the owner only) */
        get: operations["getEventsByIdPeople"];
        put?: never;
        /** Invite someone by e-mail as co-host or door staff (the owner only); the mail carries the accept link */
        post: operations["postEventsByIdPeople"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/people/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a person's place away (the owner only), at once */
        delete: operations["deleteEventsByIdPeopleByPersonId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/hand-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the event to an accepted co-host (the owner only); the old owner stays on as a co-host */
        post: operations["postEventsByIdHandOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/my-place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own place on the event, with their e-mail switches */
        get: operations["getEventsByIdMyPlace"];
        /** A co-host's own e-mail switches for this event (replies, reminders, guest updates) */
        put: operations["putEventsByIdMyPlace"];
        post?: never;
        /** Leave the event (a co-host or door staff declining later) */
        delete: operations["deleteEventsByIdMyPlace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/people/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation to help run an event, as its accept page shows it */
        get: operations["getPeopleInvitationsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/people/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: the signed-in account's e-mail must be the invited one */
        post: operations["postPeopleInvitationsByTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's parts in order, with each part's guests by answer and people coming (the event's owner or a co-host) */
        get: operations["getEventsByIdParts"];
        put?: never;
        /** Add a part at the end; every guest is invited to it (the event's owner or a co-host) */
        post: operations["postEventsByIdParts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/parts/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the parts in a new order: every part's id once (the event's owner or a co-host) */
        put: operations["putEventsByIdPartsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/parts/{partId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a part; a larger capacity moves its waitlist up (the event's owner or a co-host) */
        put: operations["putEventsByIdPartsByPartId"];
        post?: never;
        /** Remove a part and the answers to it; tell=1 e-mails the guests who said yes that it is off (the event's owner or a co-host) */
        delete: operations["deleteEventsByIdPartsByPartId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/parts/{partId}/removal-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Before a removal: how many guests answered the part and how many who said yes can be e-mailed (the event's owner or a co-host) */
        get: operations["getEventsByIdPartsByPartIdRemovalNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/parts/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite guests (`guestIds`, or every guest of a `category`) to exactly these parts: their answers to the parts they keep stay (the event's owner or a co-host) */
        post: operations["postEventsByIdPartsInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a social provider
         * @description Sign in with a social provider
         */
        post: operations["socialSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /auth/callback/{id} */
        get: operations["getAuthCallbackById"];
        put?: never;
        /** POST /auth/callback/{id} */
        post: operations["postAuthCallbackById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current session
         * @description Get the current session
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Get the current session
         * @description Get the current session
         */
        post: operations["getSessionPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the current user
         * @description Sign out the current user
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a user using email and password
         * @description Sign up a user using email and password
         */
        post: operations["signUpWithEmailAndPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Sign in with email and password
         */
        post: operations["signInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password for a user
         * @description Reset the password for a user
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the current user's password
         * @description Verify the current user's password
         */
        post: operations["verifyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the email of the user
         * @description Verify the email of the user
         */
        get: operations["getAuthVerifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification email to the user
         * @description Send a verification email to the user
         */
        post: operations["sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /auth/change-email */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the user
         * @description Change the password of the user
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current session
         * @description Update the current session
         */
        post: operations["updateSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current user
         * @description Update the current user
         */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the user
         * @description Delete the user
         */
        post: operations["deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset email to the user
         * @description Send a password reset email to the user
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirects the user to the callback URL with the token
         * @description Redirects the user to the callback URL with the token
         */
        get: operations["resetPasswordCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/list-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all active sessions for the user
         * @description List all active sessions for the user
         */
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a single session
         * @description Revoke a single session
         */
        post: operations["postAuthRevokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke all sessions for the user
         * @description Revoke all sessions for the user
         */
        post: operations["postAuthRevokeSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/revoke-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke all other sessions for the user except the current one
         * @description Revoke all other sessions for the user except the current one
         */
        post: operations["postAuthRevokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/link-social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a social account to the user
         * @description Link a social account to the user
         */
        post: operations["linkSocialAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/list-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all accounts linked to the user
         * @description List all accounts linked to the user
         */
        get: operations["listUserAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delete-user/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Callback to complete user deletion with verification token
         * @description Callback to complete user deletion with verification token
         */
        get: operations["getAuthDeleteUserCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/unlink-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink an account
         * @description Unlink an account
         */
        post: operations["postAuthUnlinkAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the access token using a refresh token
         * @description Refresh the access token using a refresh token
         */
        post: operations["postAuthRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/get-access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a valid access token, doing a refresh if needed
         * @description Get a valid access token, doing a refresh if needed
         */
        post: operations["postAuthGetAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/account-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account info provided by the provider
         * @description Get the account info provided by the provider
         */
        get: operations["getAuthAccountInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/ok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check if the API is working
         * @description Check if the API is working
         */
        get: operations["getAuthOk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Displays an error page
         * @description Displays an error page
         */
        get: operations["getAuthError"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            error: {
                /** @enum {string} */
                code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "gone" | "payload_too_large" | "unsupported_media_type" | "unprocessable" | "rate_limited" | "internal";
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
        };
        User: {
            readonly id: string;
            name: string;
            email: string;
            /** @default false */
            readonly emailVerified: boolean;
            image?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @default  */
            readonly phoneNumber: string;
            /** @default user */
            readonly role: string;
            /** @default  */
            readonly firstName: string;
            /** @default  */
            readonly lastName: string;
            /** Format: date-time */
            readonly lastLogin?: string;
        };
        Session: {
            readonly id: string;
            /** Format: date-time */
            expiresAt: string;
            token: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            ipAddress?: string;
            userAgent?: string;
            userId: string;
        };
    };
    responses: {
        /** @description Bad input; `error.fields` holds the message for each field, which forms show under it */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not signed in */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not allowed: another's event or a role without this right, an admin's page, a package's limit, or a write from another site */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such thing, or not one the caller may know of */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Clashes with the current state (changed meanwhile, already done, or its Idempotency-Key still in use) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description It existed and was removed for good (a cancelled event behind an old link) */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body or file is larger than this route accepts */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is not of a type this route reads, or the file not of a kind it takes */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The Idempotency-Key was already used for another change */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Over a budget of requests or of work at once; `Retry-After` may say when to try again */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Stopping: send new requests elsewhere */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "stopping";
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            image: string | null;
                            emailVerified: boolean;
                            isAdmin: boolean;
                            createdAt: string;
                            lastLogin: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getEventsMine: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            isPublic: boolean;
                            bannerUrl: string | null;
                            createdBy: string;
                            hostName: string;
                            isOwner: boolean;
                            /** @enum {string|null} */
                            role: "owner" | "cohost" | "door" | null;
                            createdAt: string;
                            updatedAt: string;
                            replies?: {
                                going: number;
                                maybe: number;
                                declined: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getEventsUpcoming: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upcoming public events, date ascending */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            isPublic: boolean;
                            bannerUrl: string | null;
                            createdBy: string;
                            hostName: string;
                            isOwner: boolean;
                            /** @enum {string|null} */
                            role: "owner" | "cohost" | "door" | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getEventsPublic: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of public events and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            isPublic: boolean;
                            bannerUrl: string | null;
                            createdBy: string;
                            hostName: string;
                            isOwner: boolean;
                            /** @enum {string|null} */
                            role: "owner" | "cohost" | "door" | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getEventsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                        replies?: {
                            going: number;
                            maybe: number;
                            declined: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    putEventsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @default true */
                    isPublic?: boolean;
                    date: string;
                    time: string;
                    location: string;
                    /** @default Asia/Kolkata */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsById: {
        parameters: {
            query?: {
                notifyGuests?: "true" | "false";
            };
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    /** @default true */
                    isPublic?: boolean;
                    date: string;
                    time: string;
                    location: string;
                    /** @default Asia/Kolkata */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The created event */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdCancellationNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who would be told */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipients: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putEventsByIdBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image (JPEG, PNG, WebP…)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The event with its new banner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsByIdBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event without a banner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdGuests: {
        parameters: {
            query?: {
                search?: string;
                status?: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                page?: number;
                pageSize?: number;
                after?: string;
                before?: string;
                partId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of guests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            plusOnesAllowed: number;
                            plusOnes: string[];
                            plusOneAnswers: {
                                mealChoice: string | null;
                                dietaryNotes: string;
                            }[];
                            mealChoice: string | null;
                            dietaryNotes: string;
                            noteToHost: string;
                            respondedAt: string | null;
                            rsvpPath: string;
                            createdAt: string;
                            updatedAt: string;
                            parts: {
                                partId: string;
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "waitlisted" | "declined";
                                party: number;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        counts: {
                            all: number;
                            invited: number;
                            confirmed: number;
                            declined: number;
                            maybe: number;
                            waitlisted: number;
                            seatsTaken: number;
                            plusOnes: number;
                            replied: number;
                        };
                        meals: {
                            choice: string;
                            guests: number;
                        }[];
                        parts: {
                            id: string;
                            position: number;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            venue: string | null;
                            note: string;
                            capacity: number | null;
                            isPublic: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdGuests: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone?: string | null;
                    /** @enum {string|null} */
                    category?: "family" | "friend" | "colleague" | "vip" | "other" | null;
                    /** @enum {string} */
                    status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                    /** @default 0 */
                    plusOnesAllowed?: number | null;
                    partIds?: string[];
                    partAnswers?: {
                        /** Format: uuid */
                        partId: string;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "waitlisted" | "declined";
                    }[];
                };
            };
        };
        responses: {
            /** @description The new guest */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        plusOnesAllowed: number;
                        plusOnes: string[];
                        plusOneAnswers: {
                            mealChoice: string | null;
                            dietaryNotes: string;
                        }[];
                        mealChoice: string | null;
                        dietaryNotes: string;
                        noteToHost: string;
                        respondedAt: string | null;
                        rsvpPath: string;
                        createdAt: string;
                        updatedAt: string;
                        parts: {
                            partId: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "waitlisted" | "declined";
                            party: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdGuestsContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the event's guests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdGuestsDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description How many were deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdGuestsImportPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The guest list as CSV
                     */
                    file: Blob;
                    /** @description `true` to change names and statuses of guests already on the list */
                    updateExisting?: string;
                };
            };
        };
        responses: {
            /** @description New guests, updates and skipped rows with reasons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fingerprint: string;
                        updateExisting: boolean;
                        newGuests: {
                            row: number;
                            name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            parts?: string[];
                        }[];
                        overLimit: {
                            row: number;
                            name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            parts?: string[];
                        }[];
                        limit: {
                            planName: string;
                            guests: number;
                            onList: number;
                            refusal: string;
                        } | null;
                        updates: {
                            row: number;
                            guestId: string;
                            name: string;
                            email: string;
                            changes: {
                                /** @enum {string} */
                                field: "name" | "phone" | "category" | "status" | "parts";
                                from: string | null;
                                to: string | null;
                            }[];
                        }[];
                        unchanged: {
                            row: number;
                            guestId: string;
                            name: string;
                            email: string;
                        }[];
                        kept: {
                            row: number;
                            guestId: string;
                            name: string;
                            email: string;
                            changes: {
                                /** @enum {string} */
                                field: "name" | "phone" | "category" | "status" | "parts";
                                from: string | null;
                                to: string | null;
                            }[];
                        }[];
                        skipped: {
                            row: number;
                            /** @enum {string} */
                            kind: "invalid" | "duplicate";
                            name: string;
                            email: string;
                            reasons: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postEventsByIdGuestsImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The same CSV as previewed
                     */
                    file: Blob;
                    /** @description As in the preview */
                    updateExisting?: string;
                    /** @description The preview's `fingerprint` */
                    fingerprint: string;
                };
            };
        };
        responses: {
            /** @description What was inserted, updated and skipped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inserted: number;
                        updated: number;
                        unchanged: number;
                        skippedRows: number[];
                        duplicateRows: number[];
                        notApplied: {
                            row: number;
                            email: string;
                            reason: string;
                        }[];
                        partsChanged: number;
                        skipped: {
                            row: number;
                            name: string;
                            email: string;
                            reasons: string[];
                        }[];
                        messages: {
                            /** @enum {string} */
                            severity: "success" | "info" | "warning" | "error";
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdGuestsExport: {
        parameters: {
            query?: {
                search?: string;
                status?: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                partId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdGuestsStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGuestsByGuestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        plusOnesAllowed: number;
                        plusOnes: string[];
                        plusOneAnswers: {
                            mealChoice: string | null;
                            dietaryNotes: string;
                        }[];
                        mealChoice: string | null;
                        dietaryNotes: string;
                        noteToHost: string;
                        respondedAt: string | null;
                        rsvpPath: string;
                        createdAt: string;
                        updatedAt: string;
                        parts: {
                            partId: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "waitlisted" | "declined";
                            party: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putGuestsByGuestId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone?: string | null;
                    /** @enum {string|null} */
                    category?: "family" | "friend" | "colleague" | "vip" | "other" | null;
                    /** @enum {string} */
                    status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                    /** @default 0 */
                    plusOnesAllowed?: number | null;
                    partIds?: string[];
                    partAnswers?: {
                        /** Format: uuid */
                        partId: string;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "waitlisted" | "declined";
                    }[];
                };
            };
        };
        responses: {
            /** @description The guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        plusOnesAllowed: number;
                        plusOnes: string[];
                        plusOneAnswers: {
                            mealChoice: string | null;
                            dietaryNotes: string;
                        }[];
                        mealChoice: string | null;
                        dietaryNotes: string;
                        noteToHost: string;
                        respondedAt: string | null;
                        rsvpPath: string;
                        createdAt: string;
                        updatedAt: string;
                        parts: {
                            partId: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "waitlisted" | "declined";
                            party: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteGuestsByGuestId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getRsvpByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reply page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            bannerUrl: string | null;
                            hostName: string;
                            startsAt: string;
                            hostMessage: string;
                        };
                        form: {
                            closed: boolean;
                            rsvpDeadline: string | null;
                            askMeal: boolean;
                            mealOptions: string[];
                            askDietary: boolean;
                            plusOnesAllowed: number;
                        };
                        guest: {
                            name: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            plusOnes: string[];
                            plusOneAnswers: {
                                mealChoice: string | null;
                                dietaryNotes: string;
                            }[];
                            mealChoice: string | null;
                            dietaryNotes: string;
                            noteToHost: string;
                            respondedAt: string | null;
                        } | null;
                        parts: {
                            id: string;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            place: string;
                            directionsUrl: string | null;
                            note: string;
                            answer: {
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "waitlisted" | "declined";
                                party: number;
                            } | null;
                        }[];
                        invitedToNoPart: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putRsvpByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "attending" | "not_attending" | "maybe";
                    /** @default [] */
                    plusOnes?: string[];
                    mealChoice?: string | null;
                    /** @default  */
                    dietaryNotes?: string;
                    /** @default [] */
                    plusOneAnswers?: {
                        mealChoice?: string | null;
                        /** @default  */
                        dietaryNotes?: string;
                    }[];
                    /** @default  */
                    noteToHost?: string;
                    parts?: {
                        /** Format: uuid */
                        partId: string;
                        attending: boolean;
                        /** @default 1 */
                        party?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The reply page with the saved answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            bannerUrl: string | null;
                            hostName: string;
                            startsAt: string;
                            hostMessage: string;
                        };
                        form: {
                            closed: boolean;
                            rsvpDeadline: string | null;
                            askMeal: boolean;
                            mealOptions: string[];
                            askDietary: boolean;
                            plusOnesAllowed: number;
                        };
                        guest: {
                            name: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            plusOnes: string[];
                            plusOneAnswers: {
                                mealChoice: string | null;
                                dietaryNotes: string;
                            }[];
                            mealChoice: string | null;
                            dietaryNotes: string;
                            noteToHost: string;
                            respondedAt: string | null;
                        } | null;
                        parts: {
                            id: string;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            place: string;
                            directionsUrl: string | null;
                            note: string;
                            answer: {
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "waitlisted" | "declined";
                                party: number;
                            } | null;
                        }[];
                        invitedToNoPart: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRsvpByTokenEventIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description At an event in parts, the guest comes to none of them */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postRsvpByTokenUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdRsvp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reply form */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            id: string;
                            title: string;
                            description: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            bannerUrl: string | null;
                            hostName: string;
                            startsAt: string;
                            hostMessage: string;
                        };
                        form: {
                            closed: boolean;
                            rsvpDeadline: string | null;
                            askMeal: boolean;
                            mealOptions: string[];
                            askDietary: boolean;
                            plusOnesAllowed: number;
                        };
                        guest: {
                            name: string;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            plusOnes: string[];
                            plusOneAnswers: {
                                mealChoice: string | null;
                                dietaryNotes: string;
                            }[];
                            mealChoice: string | null;
                            dietaryNotes: string;
                            noteToHost: string;
                            respondedAt: string | null;
                        } | null;
                        parts: {
                            id: string;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            startsAt: string;
                            endsAt: string | null;
                            place: string;
                            directionsUrl: string | null;
                            note: string;
                            answer: {
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "waitlisted" | "declined";
                                party: number;
                            } | null;
                        }[];
                        invitedToNoPart: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postEventsByIdRsvp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "attending" | "not_attending" | "maybe";
                    /** @default [] */
                    plusOnes?: string[];
                    mealChoice?: string | null;
                    /** @default  */
                    dietaryNotes?: string;
                    /** @default [] */
                    plusOneAnswers?: {
                        mealChoice?: string | null;
                        /** @default  */
                        dietaryNotes?: string;
                    }[];
                    /** @default  */
                    noteToHost?: string;
                    parts?: {
                        /** Format: uuid */
                        partId: string;
                        attending: boolean;
                        /** @default 1 */
                        party?: number;
                    }[];
                    name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The reply's outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdRsvpSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rsvpDeadline: string | null;
                        capacity: number | null;
                        askMeal: boolean;
                        mealOptions: string[];
                        askDietary: boolean;
                        hostMessage: string;
                        /** @default 0 */
                        openPlusOnes: number;
                        /** @enum {string} */
                        showGoing?: "off" | "count" | "names";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putEventsByIdRsvpSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rsvpDeadline: string | null;
                    capacity: number | null;
                    askMeal: boolean;
                    mealOptions: string[];
                    askDietary: boolean;
                    hostMessage: string;
                    /** @default 0 */
                    openPlusOnes?: number;
                    /** @enum {string} */
                    showGoing?: "off" | "count" | "names";
                };
            };
        };
        responses: {
            /** @description The saved settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rsvpDeadline: string | null;
                        capacity: number | null;
                        askMeal: boolean;
                        mealOptions: string[];
                        askDietary: boolean;
                        hostMessage: string;
                        /** @default 0 */
                        openPlusOnes: number;
                        /** @enum {string} */
                        showGoing?: "off" | "count" | "names";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Templates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The template's name */
                    name: string;
                    /** @description One of the template categories */
                    category: string;
                    /** @description What it is for */
                    description?: string;
                    /**
                     * Format: binary
                     * @description The artwork (at most 5 MB)
                     */
                    image: Blob;
                };
            };
        };
        responses: {
            /** @description The new template */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                        description: string;
                        previewUrl: string | null;
                        /** @enum {string} */
                        style: "classic" | "elegant" | "modern";
                        accentColor: string;
                        isCustom: boolean;
                        createdBy: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteTemplatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postAdminTemplatesDefaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAdminTemplatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    patchAdminTemplatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                        description: string;
                        previewUrl: string | null;
                        /** @enum {string} */
                        style: "classic" | "elegant" | "modern";
                        accentColor: string;
                        isCustom: boolean;
                        createdBy: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInvitations: {
        parameters: {
            query?: {
                eventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            eventTitle: string;
                            templateId: string | null;
                            /** @enum {string} */
                            design: "template" | "event-banner";
                            title: string;
                            /** @enum {string} */
                            type: "email" | "whatsapp" | "link";
                            /** @enum {string} */
                            status: "draft" | "sent" | "scheduled";
                            uniqueCode: string;
                            recipientCount: number;
                            scheduledDate: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    eventId: string;
                    /** Format: uuid */
                    templateId?: string | null;
                    /**
                     * @default template
                     * @enum {string}
                     */
                    design?: "template" | "event-banner";
                    title: string;
                    message: string;
                    /**
                     * @default email
                     * @enum {string}
                     */
                    type?: "email" | "whatsapp" | "link";
                    guestIds: string[];
                    /** @default true */
                    replyToHost?: boolean;
                } & ({
                    /** @constant */
                    design: "event-banner";
                } | {
                    /** @constant */
                    design?: "template";
                    /** Format: uuid */
                    templateId: string;
                });
            };
        };
        responses: {
            /** @description The invitation with its recipients */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInvitationsRecent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            eventTitle: string;
                            templateId: string | null;
                            /** @enum {string} */
                            design: "template" | "event-banner";
                            title: string;
                            /** @enum {string} */
                            type: "email" | "whatsapp" | "link";
                            /** @enum {string} */
                            status: "draft" | "sent" | "scheduled";
                            uniqueCode: string;
                            recipientCount: number;
                            scheduledDate: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postInvitationsPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    eventId: string;
                    /** Format: uuid */
                    templateId?: string | null;
                    /**
                     * @default template
                     * @enum {string}
                     */
                    design?: "template" | "event-banner";
                    title: string;
                    message: string;
                    /** @default true */
                    replyToHost?: boolean;
                    /** Format: uuid */
                    guestId?: string;
                };
            };
        };
        responses: {
            /** @description The e-mail's subject and HTML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guestName: string;
                        subject: string;
                        html: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putInvitationsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    eventId: string;
                    /** Format: uuid */
                    templateId?: string | null;
                    /**
                     * @default template
                     * @enum {string}
                     */
                    design?: "template" | "event-banner";
                    title: string;
                    message: string;
                    /**
                     * @default email
                     * @enum {string}
                     */
                    type?: "email" | "whatsapp" | "link";
                    guestIds: string[];
                    /** @default true */
                    replyToHost?: boolean;
                } & ({
                    /** @constant */
                    design: "event-banner";
                } | {
                    /** @constant */
                    design?: "template";
                    /** Format: uuid */
                    templateId: string;
                });
            };
        };
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteInvitationsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    scheduledDate: string;
                };
            };
        };
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdCancelSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdShare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdMarkSent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestIds: string[] | "all";
                };
            };
        };
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdRecipientsByGuestIdSent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteInvitationsByIdRecipientsByGuestIdSent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postInvitationsByIdReminders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    sendAt: string;
                };
            };
        };
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteInvitationsByIdRemindersByReminderId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                reminderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its recipients */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        eventTitle: string;
                        templateId: string | null;
                        /** @enum {string} */
                        design: "template" | "event-banner";
                        title: string;
                        /** @enum {string} */
                        type: "email" | "whatsapp" | "link";
                        /** @enum {string} */
                        status: "draft" | "sent" | "scheduled";
                        uniqueCode: string;
                        recipientCount: number;
                        scheduledDate: string | null;
                        createdAt: string;
                        message: string;
                        replyToHost: boolean;
                        template: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "birthday" | "wedding" | "anniversary" | "baby shower" | "corporate" | "holiday" | "other";
                            description: string;
                            previewUrl: string | null;
                            /** @enum {string} */
                            style: "classic" | "elegant" | "modern";
                            accentColor: string;
                            isCustom: boolean;
                            createdBy: string | null;
                            createdAt: string;
                        } | null;
                        artUrl: string | null;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            guestStatus: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            /** @enum {string} */
                            state: "pending" | "queued" | "sending" | "sent" | "failed";
                            invitePath: string;
                            whatsappUrl: string | null;
                        }[];
                        repliedCount: number;
                        reminders: {
                            id: string;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInviteByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitation: {
                            title: string;
                            message: string;
                            template: {
                                previewUrl: string | null;
                                /** @enum {string} */
                                style: "classic" | "elegant" | "modern";
                                accentColor: string;
                            } | null;
                            /** @enum {string} */
                            design: "template" | "event-banner";
                            artUrl: string | null;
                            eventId: string;
                            openRsvp: boolean;
                        };
                        rsvp: {
                            event: {
                                id: string;
                                title: string;
                                description: string;
                                date: string;
                                time: string;
                                timeZone: string;
                                location: string;
                                bannerUrl: string | null;
                                hostName: string;
                                startsAt: string;
                                hostMessage: string;
                            };
                            form: {
                                closed: boolean;
                                rsvpDeadline: string | null;
                                askMeal: boolean;
                                mealOptions: string[];
                                askDietary: boolean;
                                plusOnesAllowed: number;
                            };
                            guest: {
                                name: string;
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                                plusOnes: string[];
                                plusOneAnswers: {
                                    mealChoice: string | null;
                                    dietaryNotes: string;
                                }[];
                                mealChoice: string | null;
                                dietaryNotes: string;
                                noteToHost: string;
                                respondedAt: string | null;
                            } | null;
                            parts: {
                                id: string;
                                name: string;
                                date: string;
                                startTime: string;
                                endTime: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                place: string;
                                directionsUrl: string | null;
                                note: string;
                                answer: {
                                    /** @enum {string} */
                                    status: "invited" | "confirmed" | "waitlisted" | "declined";
                                    party: number;
                                } | null;
                            }[];
                            invitedToNoPart: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInviteByCodeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitation: {
                            title: string;
                            message: string;
                            template: {
                                previewUrl: string | null;
                                /** @enum {string} */
                                style: "classic" | "elegant" | "modern";
                                accentColor: string;
                            } | null;
                            /** @enum {string} */
                            design: "template" | "event-banner";
                            artUrl: string | null;
                            eventId: string;
                            openRsvp: boolean;
                        };
                        rsvp: {
                            event: {
                                id: string;
                                title: string;
                                description: string;
                                date: string;
                                time: string;
                                timeZone: string;
                                location: string;
                                bannerUrl: string | null;
                                hostName: string;
                                startsAt: string;
                                hostMessage: string;
                            };
                            form: {
                                closed: boolean;
                                rsvpDeadline: string | null;
                                askMeal: boolean;
                                mealOptions: string[];
                                askDietary: boolean;
                                plusOnesAllowed: number;
                            };
                            guest: {
                                name: string;
                                /** @enum {string} */
                                status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                                plusOnes: string[];
                                plusOneAnswers: {
                                    mealChoice: string | null;
                                    dietaryNotes: string;
                                }[];
                                mealChoice: string | null;
                                dietaryNotes: string;
                                noteToHost: string;
                                respondedAt: string | null;
                            } | null;
                            parts: {
                                id: string;
                                name: string;
                                date: string;
                                startTime: string;
                                endTime: string | null;
                                startsAt: string;
                                endsAt: string | null;
                                place: string;
                                directionsUrl: string | null;
                                note: string;
                                answer: {
                                    /** @enum {string} */
                                    status: "invited" | "confirmed" | "waitlisted" | "declined";
                                    party: number;
                                } | null;
                            }[];
                            invitedToNoPart: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postInviteByCodeRsvp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "attending" | "not_attending" | "maybe";
                    /** @default [] */
                    plusOnes?: string[];
                    mealChoice?: string | null;
                    /** @default  */
                    dietaryNotes?: string;
                    /** @default [] */
                    plusOneAnswers?: {
                        mealChoice?: string | null;
                        /** @default  */
                        dietaryNotes?: string;
                    }[];
                    /** @default  */
                    noteToHost?: string;
                    parts?: {
                        /** Format: uuid */
                        partId: string;
                        attending: boolean;
                        /** @default 1 */
                        party?: number;
                    }[];
                    name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The reply's outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdGallery: {
        parameters: {
            query?: {
                tab?: "all" | "recent" | "favorites" | "pending";
                search?: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            /** @enum {string} */
                            type: "image" | "video";
                            caption: string;
                            fileName: string;
                            url: string;
                            downloadUrl: string;
                            width: number | null;
                            height: number | null;
                            /** @enum {string} */
                            status: "pending" | "approved";
                            favorite: boolean;
                            guestName: string | null;
                            createdAt: string;
                        }[];
                        total: number;
                        counts: {
                            all: number;
                            recent: number;
                            favorites: number;
                            pending: number;
                        };
                        matches: number;
                        nextAfter: string | null;
                        settings: {
                            guestUploads: boolean;
                        };
                        limits: {
                            maxImageMb: number;
                            maxVideoMb: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdGallery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A photo or video
                     */
                    file: Blob;
                    /** @description An optional caption */
                    caption?: string;
                };
            };
        };
        responses: {
            /** @description The new item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        /** @enum {string} */
                        type: "image" | "video";
                        caption: string;
                        fileName: string;
                        url: string;
                        downloadUrl: string;
                        width: number | null;
                        height: number | null;
                        /** @enum {string} */
                        status: "pending" | "approved";
                        favorite: boolean;
                        guestName: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    putEventsByIdGallerySettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestUploads: boolean;
                };
            };
        };
        responses: {
            /** @description The saved settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guestUploads: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdGalleryDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGalleryById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    patchGalleryById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caption?: string;
                    favorite?: boolean;
                };
            };
        };
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        /** @enum {string} */
                        type: "image" | "video";
                        caption: string;
                        fileName: string;
                        url: string;
                        downloadUrl: string;
                        width: number | null;
                        height: number | null;
                        /** @enum {string} */
                        status: "pending" | "approved";
                        favorite: boolean;
                        guestName: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postGalleryByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        /** @enum {string} */
                        type: "image" | "video";
                        caption: string;
                        fileName: string;
                        url: string;
                        downloadUrl: string;
                        width: number | null;
                        height: number | null;
                        /** @enum {string} */
                        status: "pending" | "approved";
                        favorite: boolean;
                        guestName: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getGalleryByIdOriginal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            type: "announcement" | "update" | "photo" | "milestone" | "reminder";
                            authorName: string;
                            isPublic: boolean;
                            media: {
                                /** @enum {string} */
                                type: "image" | "video";
                                url: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            likes: number;
                            comments: number;
                            liked: boolean;
                            mine: boolean;
                            createdAt: string;
                        }[];
                        settings: {
                            guestInteractions: boolean;
                        };
                        parts: {
                            partId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The post's title */
                    title: string;
                    /** @description Its text */
                    content: string;
                    /** @description update, announcement, … */
                    type?: string;
                    /** @description `true` (the default) or `false` */
                    isPublic?: string;
                    /**
                     * Format: binary
                     * @description An optional image or video
                     */
                    file?: Blob;
                    /** @description Also send it to these guests as a message: all, confirmed, maybe, … */
                    sendTo?: string;
                    /** @description The category, when `sendTo` is `category` */
                    sendToCategory?: string;
                    /** @description The part whose Going guests get it, when `sendTo` is `part` */
                    sendToPart?: string;
                };
                "application/json": {
                    title: string;
                    content: string;
                    /**
                     * @default update
                     * @enum {string}
                     */
                    type?: "announcement" | "update" | "photo" | "milestone" | "reminder";
                    /** @default true */
                    isPublic?: boolean;
                    /** @enum {string} */
                    sendTo?: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                    sendToCategory?: ("family" | "friend" | "colleague" | "vip" | "other") | null;
                    sendToPart?: string | null;
                };
            };
        };
        responses: {
            /** @description The new post, and whether its message went out */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        title: string;
                        content: string;
                        /** @enum {string} */
                        type: "announcement" | "update" | "photo" | "milestone" | "reminder";
                        authorName: string;
                        isPublic: boolean;
                        media: {
                            /** @enum {string} */
                            type: "image" | "video";
                            url: string;
                            width: number | null;
                            height: number | null;
                        } | null;
                        likes: number;
                        comments: number;
                        liked: boolean;
                        mine: boolean;
                        createdAt: string;
                        message?: {
                            sent: boolean;
                            messageId: string | null;
                            problem: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    putEventsByIdFeedSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestInteractions: boolean;
                };
            };
        };
        responses: {
            /** @description The saved settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guestInteractions: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdFeedStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFeedById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            id: string;
                            eventId: string;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            type: "announcement" | "update" | "photo" | "milestone" | "reminder";
                            authorName: string;
                            isPublic: boolean;
                            media: {
                                /** @enum {string} */
                                type: "image" | "video";
                                url: string;
                                width: number | null;
                                height: number | null;
                            } | null;
                            likes: number;
                            comments: number;
                            liked: boolean;
                            mine: boolean;
                            createdAt: string;
                        };
                        comments: {
                            id: string;
                            feedItemId: string;
                            text: string;
                            authorName: string;
                            authorAvatar: string | null;
                            byGuest: boolean;
                            mine: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteFeedById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postFeedByIdLike: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the caller likes it now, and the count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        likes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postFeedByIdComments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The new comment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        feedItemId: string;
                        text: string;
                        authorName: string;
                        authorAvatar: string | null;
                        byGuest: boolean;
                        mine: boolean;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteFeedCommentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getMediaByKey: {
        parameters: {
            query?: {
                w?: number;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description No such file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        phoneNumber: string;
                        image: string | null;
                        createdAt: string;
                        preferences: {
                            emailNotifications: boolean;
                            eventReminders: boolean;
                            rsvpUpdates: boolean;
                            guestUpdates: boolean;
                            marketingEmails: boolean;
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    patchProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        phoneNumber: string;
                        image: string | null;
                        createdAt: string;
                        preferences: {
                            emailNotifications: boolean;
                            eventReminders: boolean;
                            rsvpUpdates: boolean;
                            guestUpdates: boolean;
                            marketingEmails: boolean;
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    patchProfilePreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications?: boolean;
                    eventReminders?: boolean;
                    rsvpUpdates?: boolean;
                    guestUpdates?: boolean;
                    marketingEmails?: boolean;
                    /** @enum {string} */
                    theme?: "system" | "light" | "dark";
                };
            };
        };
        responses: {
            /** @description The preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailNotifications: boolean;
                        eventReminders: boolean;
                        rsvpUpdates: boolean;
                        guestUpdates: boolean;
                        marketingEmails: boolean;
                        /** @enum {string} */
                        theme: "system" | "light" | "dark";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postProfilePhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The photo
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        phoneNumber: string;
                        image: string | null;
                        createdAt: string;
                        preferences: {
                            emailNotifications: boolean;
                            eventReminders: boolean;
                            rsvpUpdates: boolean;
                            guestUpdates: boolean;
                            marketingEmails: boolean;
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteProfilePhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        phoneNumber: string;
                        image: string | null;
                        createdAt: string;
                        preferences: {
                            emailNotifications: boolean;
                            eventReminders: boolean;
                            rsvpUpdates: boolean;
                            guestUpdates: boolean;
                            marketingEmails: boolean;
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getProfileExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfileUpcomingEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upcoming events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: string;
                            title: string;
                            date: string;
                            time: string;
                            recipients: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    postProfileDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @default  */
                    password?: string;
                    /** @default false */
                    notifyGuests?: boolean;
                };
            };
        };
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: number;
                        events: number;
                        guests: number;
                        invitationsSent: number;
                        payments: number | null;
                        revenuePaise: number | null;
                        signUpsByMonth: {
                            month: string;
                            count: number;
                        }[];
                        eventsByMonth: {
                            month: string;
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: string;
                            name: string;
                            email: string;
                            emailVerified: boolean;
                            image: string | null;
                            isAdmin: boolean;
                            disabled: boolean;
                            createdAt: string;
                            lastLogin: string | null;
                            events: number;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        image: string | null;
                        isAdmin: boolean;
                        disabled: boolean;
                        createdAt: string;
                        lastLogin: string | null;
                        events: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchAdminUsersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isAdmin?: boolean;
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        emailVerified: boolean;
                        image: string | null;
                        isAdmin: boolean;
                        disabled: boolean;
                        createdAt: string;
                        lastLogin: string | null;
                        events: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAdminAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            actorEmail: string;
                            /** @enum {string} */
                            action: "grant_admin" | "revoke_admin" | "disable" | "enable" | "send_test_mail" | "send_news";
                            targetEmail: string;
                            detail: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminSystem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The system's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        migrations: {
                            applied: number;
                            available: number;
                        };
                        storage: {
                            /** @enum {string} */
                            driver: "local" | "s3";
                            freeBytes: number | null;
                        };
                        mail: {
                            /** @enum {string} */
                            transport: "smtp" | "outbox";
                        };
                        jobs: {
                            queued: number;
                            failed: number;
                        } | null;
                        outbox: {
                            file: string;
                            to: string;
                            subject: string;
                            at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postAdminTestMail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAdminNewsAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audience */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recipients: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postAdminNews: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postNewsUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAdminBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, streamed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventsUpcoming: number;
                        eventsTotal: number;
                        guestsConfirmed: number;
                        guestsInvited: number;
                        invitationsSent: number;
                        photos: number;
                        posts: number | null;
                        payments: number | null;
                        nextEvent: {
                            id: string;
                            title: string;
                            date: string;
                            time: string;
                            timeZone: string;
                            location: string;
                            confirmed: number;
                            maybe: number;
                            declined: number;
                            waiting: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getEventsByIdVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        venue: {
                            name: string;
                            address: string;
                            /** @default  */
                            city: string;
                            /** @default  */
                            state: string;
                            /** @default  */
                            zipCode: string;
                            /** @default  */
                            contactPerson: string;
                            /** @default  */
                            contactPhone: string;
                            /** @default false */
                            hasParking: boolean;
                            /** @default  */
                            parkingDetails: string;
                            /** @default [] */
                            facilities: ("Parking" | "Air Conditioning" | "Catering" | "Sound System" | "Projector" | "Wifi" | "Wheelchair Access" | "Restrooms" | "Changing Rooms" | "Stage" | "Outdoor Space")[];
                            id: string;
                            eventId: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putEventsByIdVenue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string;
                    /** @default  */
                    city?: string;
                    /** @default  */
                    state?: string;
                    /** @default  */
                    zipCode?: string;
                    /** @default  */
                    contactPerson?: string;
                    /** @default  */
                    contactPhone?: string;
                    /** @default false */
                    hasParking?: boolean;
                    /** @default  */
                    parkingDetails?: string;
                    /** @default [] */
                    facilities?: ("Parking" | "Air Conditioning" | "Catering" | "Sound System" | "Projector" | "Wifi" | "Wheelchair Access" | "Restrooms" | "Changing Rooms" | "Stage" | "Outdoor Space")[];
                };
            };
        };
        responses: {
            /** @description The saved venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        address: string;
                        /** @default  */
                        city: string;
                        /** @default  */
                        state: string;
                        /** @default  */
                        zipCode: string;
                        /** @default  */
                        contactPerson: string;
                        /** @default  */
                        contactPhone: string;
                        /** @default false */
                        hasParking: boolean;
                        /** @default  */
                        parkingDetails: string;
                        /** @default [] */
                        facilities: ("Parking" | "Air Conditioning" | "Catering" | "Sound System" | "Projector" | "Wifi" | "Wheelchair Access" | "Restrooms" | "Changing Rooms" | "Stage" | "Outdoor Space")[];
                        id: string;
                        eventId: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsByIdVenue: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postPaymentsOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    packageId: "basic" | "premium" | "deluxe";
                    /** Format: uuid */
                    eventId: string;
                };
            };
        };
        responses: {
            /** @description What Checkout opens with */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentId: string;
                        orderId: string;
                        amount: number;
                        currency: string;
                        /** @enum {string} */
                        mode: "razorpay" | "test";
                        keyId: string | null;
                        packageName: string;
                        eventTitle: string;
                        prefill: {
                            name: string;
                            email: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postPaymentsByIdVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    razorpay_order_id: string;
                    razorpay_payment_id: string;
                    razorpay_signature: string;
                };
            };
        };
        responses: {
            /** @description The completed payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string | null;
                        eventTitle: string | null;
                        packageId: string;
                        packageName: string;
                        amount: number;
                        currency: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed";
                        orderId: string | null;
                        paymentId: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postPaymentsByIdFail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "closed" | "failed";
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            id: string;
                            eventId: string | null;
                            eventTitle: string | null;
                            packageId: string;
                            packageName: string;
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed";
                            orderId: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postPaymentsByIdTestCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What Checkout would hand back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        razorpay_order_id: string;
                        razorpay_payment_id: string;
                        razorpay_signature: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postPaymentsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Razorpay's event, read as raw text so that its signature can be checked */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        handled: boolean;
                        reason: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Transaction history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            id: string;
                            eventId: string | null;
                            eventTitle: string | null;
                            packageId: string;
                            packageName: string;
                            amount: number;
                            currency: string;
                            /** @enum {string} */
                            status: "pending" | "completed" | "failed";
                            orderId: string | null;
                            paymentId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getPaymentsByIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string | null;
                        eventTitle: string | null;
                        packageId: string;
                        packageName: string;
                        amount: number;
                        currency: string;
                        /** @enum {string} */
                        status: "pending" | "completed" | "failed";
                        orderId: string | null;
                        paymentId: string | null;
                        createdAt: string;
                        updatedAt: string;
                        payerName: string;
                        payerEmail: string;
                        features: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPaymentsByIdReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getEventsByIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        /** @enum {string|null} */
                        packageId: "basic" | "premium" | "deluxe" | null;
                        packageName: string;
                        guestLimit: number | null;
                        photoLimit: number | null;
                        features: ("checkIn" | "basicAnalytics" | "advancedAnalytics" | "vipGuests")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Basic analytics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        funnel: {
                            invited: number;
                            delivered: number;
                            opened: number;
                            replied: number;
                            attending: number;
                            maybe: number;
                            declined: number;
                            checkedIn: number;
                        };
                        headcount: {
                            parties: number;
                            people: number;
                            maybePeople: number;
                            waitlistedPeople: number;
                            meals: {
                                label: string | null;
                                parties: number;
                                people: number;
                            }[];
                            dietary: {
                                label: string | null;
                                parties: number;
                                people: number;
                            }[];
                            otherDietary: {
                                label: string | null;
                                parties: number;
                                people: number;
                            } | null;
                            askMeal: boolean;
                            askDietary: boolean;
                        };
                        parts: {
                            part: {
                                id: string;
                                position: number;
                                name: string;
                                date: string;
                                startTime: string;
                                endTime: string | null;
                                venue: string | null;
                                note: string;
                                capacity: number | null;
                                isPublic: boolean;
                            };
                            going: number;
                            waitlisted: number;
                            declined: number;
                            noAnswer: number;
                            people: number;
                            meals: {
                                label: string | null;
                                parties: number;
                                people: number;
                            }[];
                            dietary: {
                                label: string | null;
                                parties: number;
                                people: number;
                            }[];
                            otherDietary: {
                                label: string | null;
                                parties: number;
                                people: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdAnalyticsTrends: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Advanced analytics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                        days: {
                            day: string;
                            opened: number;
                            attending: number;
                            maybe: number;
                            declined: number;
                        }[];
                        categories: {
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            invited: number;
                            attending: number;
                            maybe: number;
                            declined: number;
                            waiting: number;
                            people: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdAnalyticsHeadcountCsv: {
        parameters: {
            query?: {
                partId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdCheckIn: {
        parameters: {
            query?: {
                part?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The door's counter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        title: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        /** @enum {string} */
                        view: "host" | "door";
                        arrived: number;
                        arrivedGuests: number;
                        expected: number;
                        recent: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                        parts?: {
                            id: string;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                        }[];
                        partId?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdCheckInGuests: {
        parameters: {
            query: {
                q: string;
                part?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 20 guests, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdCheckInGuestList: {
        parameters: {
            query?: {
                part?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the event's guests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdCheckInScan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description The pass's guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        vip: boolean;
                        partySize: number;
                        checkedIn: {
                            at: string;
                            time: string;
                            party: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdCheckInArrivals: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    /** Format: uuid */
                    guestId: string;
                    party: number;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description checked_in, or already_checked_in (nothing changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdCheckInUndo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    /** Format: uuid */
                    guestId: string;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description undone, or not_checked_in (nothing changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdCheckInWalkIns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    name: string;
                    party: number;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description The new guest, checked in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdCheckInPassesRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    guestId: string;
                };
            };
        };
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdCheckInStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdDoorLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Label, made, works until, and whether revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            createdAt: string;
                            expiresAt: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "revoked" | "expired";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdDoorLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                };
            };
        };
        responses: {
            /** @description The link, its address and its QR code */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        link: {
                            id: string;
                            label: string;
                            createdAt: string;
                            expiresAt: string;
                            revokedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "revoked" | "expired";
                        };
                        url: string;
                        qrSvg: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdDoorLinksByLinkIdRevoke: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getDoorBySecret: {
        parameters: {
            query?: {
                part?: string;
            };
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The door's counter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        title: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        /** @enum {string} */
                        view: "host" | "door";
                        arrived: number;
                        arrivedGuests: number;
                        expected: number;
                        recent: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                        parts?: {
                            id: string;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                        }[];
                        partId?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    getDoorBySecretGuests: {
        parameters: {
            query: {
                q: string;
                part?: string;
            };
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 20 guests, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    getDoorBySecretGuestList: {
        parameters: {
            query?: {
                part?: string;
            };
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the event's guests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    postDoorBySecretScan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description The pass's guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        /** @enum {string} */
                        status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                        vip: boolean;
                        partySize: number;
                        checkedIn: {
                            at: string;
                            time: string;
                            party: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postDoorBySecretArrivals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    /** Format: uuid */
                    guestId: string;
                    party: number;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description checked_in, or already_checked_in (nothing changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postDoorBySecretUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    /** Format: uuid */
                    guestId: string;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description undone, or not_checked_in (nothing changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    postDoorBySecretWalkIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    actionId: string;
                    name: string;
                    party: number;
                    /** Format: uuid */
                    partId?: string;
                };
            };
        };
        responses: {
            /** @description The new guest, checked in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "checked_in" | "already_checked_in" | "undone" | "not_checked_in";
                        message: string;
                        guest: {
                            id: string;
                            name: string;
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            /** @enum {string} */
                            status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
                            vip: boolean;
                            partySize: number;
                            checkedIn: {
                                at: string;
                                time: string;
                                party: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getDoorBySecretStream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventsByIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages and how many may still go today */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            eventId: string;
                            subject: string;
                            body: string;
                            /** @enum {string} */
                            audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                            /** @enum {string|null} */
                            category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                            partName: string | null;
                            skippedUnsubscribed: number;
                            skippedNoContact: number;
                            createdAt: string;
                            recipients: {
                                guestId: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                                error: string | null;
                                sentAt: string | null;
                                /** @enum {string} */
                                channel: "email" | "whatsapp";
                                /** @enum {string} */
                                state: "queued" | "delivered" | "failed" | "pending" | "sent";
                                openedAt: string | null;
                                whatsappUrl: string | null;
                            }[];
                        }[];
                        remainingToday: number;
                        parts: {
                            partId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                    /** @enum {string} */
                    audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                    /** @enum {string|null} */
                    category?: "family" | "friend" | "colleague" | "vip" | "other" | null;
                    /** Format: uuid */
                    partId?: string | null;
                };
            };
        };
        responses: {
            /** @description The message with each recipient's delivery */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        subject: string;
                        body: string;
                        /** @enum {string} */
                        audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        partName: string | null;
                        skippedUnsubscribed: number;
                        skippedNoContact: number;
                        createdAt: string;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            channel: "email" | "whatsapp";
                            /** @enum {string} */
                            state: "queued" | "delivered" | "failed" | "pending" | "sent";
                            openedAt: string | null;
                            whatsappUrl: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with each recipient's delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        subject: string;
                        body: string;
                        /** @enum {string} */
                        audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        partName: string | null;
                        skippedUnsubscribed: number;
                        skippedNoContact: number;
                        createdAt: string;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            channel: "email" | "whatsapp";
                            /** @enum {string} */
                            state: "queued" | "delivered" | "failed" | "pending" | "sent";
                            openedAt: string | null;
                            whatsappUrl: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postMessagesByIdRecipientsByGuestIdWhatsapp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with each recipient's delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        subject: string;
                        body: string;
                        /** @enum {string} */
                        audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        partName: string | null;
                        skippedUnsubscribed: number;
                        skippedNoContact: number;
                        createdAt: string;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            channel: "email" | "whatsapp";
                            /** @enum {string} */
                            state: "queued" | "delivered" | "failed" | "pending" | "sent";
                            openedAt: string | null;
                            whatsappUrl: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteMessagesByIdRecipientsByGuestIdWhatsapp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message with each recipient's delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        eventId: string;
                        subject: string;
                        body: string;
                        /** @enum {string} */
                        audience: "all" | "confirmed" | "maybe" | "invited" | "declined" | "waitlisted" | "category" | "part";
                        /** @enum {string|null} */
                        category: "family" | "friend" | "colleague" | "vip" | "other" | null;
                        partName: string | null;
                        skippedUnsubscribed: number;
                        skippedNoContact: number;
                        createdAt: string;
                        recipients: {
                            guestId: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            error: string | null;
                            sentAt: string | null;
                            /** @enum {string} */
                            channel: "email" | "whatsapp";
                            /** @enum {string} */
                            state: "queued" | "delivered" | "failed" | "pending" | "sent";
                            openedAt: string | null;
                            whatsappUrl: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdAttendeeReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's reminders to the guests who are coming */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            timing: "day-before" | "day-of";
                            includeMaybe: boolean;
                            partId: string | null;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                        parts: {
                            partId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdAttendeeReminders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    timing: "day-before" | "day-of";
                    /** @default false */
                    includeMaybe?: boolean;
                    /** Format: uuid */
                    partId?: string | null;
                };
            };
        };
        responses: {
            /** @description The event's reminders to the guests who are coming */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            timing: "day-before" | "day-of";
                            includeMaybe: boolean;
                            partId: string | null;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                        parts: {
                            partId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAttendeeRemindersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's reminders to the guests who are coming */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            timing: "day-before" | "day-of";
                            includeMaybe: boolean;
                            partId: string | null;
                            sendAt: string;
                            /** @enum {string} */
                            status: "scheduled" | "sent" | "cancelled";
                            sentCount: number;
                        }[];
                        parts: {
                            partId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdActivity: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the event's activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            at: string;
                            actorName: string;
                            /** @enum {string} */
                            action: "guest_added" | "guest_edited" | "guests_removed" | "guests_imported" | "invitations_sent" | "invitation_scheduled" | "message_sent" | "reminder_scheduled" | "checked_in" | "check_in_undone" | "walk_in" | "event_changed" | "banner_changed" | "banner_removed" | "venue_changed" | "venue_removed" | "photos_posted" | "photo_removed" | "post_published" | "post_removed" | "part_added" | "part_edited" | "part_removed";
                            subject: string | null;
                            count: number | null;
                            detail: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        timeZone: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEventsByIdPeople: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people, pending and accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        owner: {
                            name: string;
                            email: string;
                        };
                        items: {
                            id: string;
                            /** @enum {string} */
                            role: "cohost" | "door";
                            email: string;
                            name: string | null;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            invitedAt: string;
                            acceptedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "cohost" | "door";
                };
            };
        };
        responses: {
            /** @description The invitation, pending */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        role: "cohost" | "door";
                        email: string;
                        name: string | null;
                        /** @enum {string} */
                        status: "pending" | "accepted";
                        invitedAt: string;
                        acceptedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsByIdPeopleByPersonId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                personId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    postEventsByIdHandOver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    personId: string;
                };
            };
        };
        responses: {
            /** @description The event, as the old owner now sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string;
                        date: string;
                        time: string;
                        timeZone: string;
                        location: string;
                        isPublic: boolean;
                        bannerUrl: string | null;
                        createdBy: string;
                        hostName: string;
                        isOwner: boolean;
                        /** @enum {string|null} */
                        role: "owner" | "cohost" | "door" | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdMyPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifyReplies: boolean;
                        notifyReminders: boolean;
                        notifyGuestUpdates: boolean;
                        /** @enum {string} */
                        role: "cohost" | "door";
                        eventId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putEventsByIdMyPlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notifyReplies?: boolean;
                    notifyReminders?: boolean;
                    notifyGuestUpdates?: boolean;
                };
            };
        };
        responses: {
            /** @description The caller's place, saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifyReplies: boolean;
                        notifyReminders: boolean;
                        notifyGuestUpdates: boolean;
                        /** @enum {string} */
                        role: "cohost" | "door";
                        eventId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsByIdMyPlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPeopleInvitationsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        eventTitle: string;
                        eventDate: string;
                        eventTime: string;
                        eventTimeZone: string;
                        hostName: string;
                        /** @enum {string} */
                        role: "cohost" | "door";
                        email: string;
                        emailMatches: boolean;
                        /** @enum {string} */
                        status: "pending" | "accepted";
                        acceptedByYou: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPeopleInvitationsByTokenAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifyReplies: boolean;
                        notifyReminders: boolean;
                        notifyGuestUpdates: boolean;
                        /** @enum {string} */
                        role: "cohost" | "door";
                        eventId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdParts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parts and their counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parts: {
                            id: string;
                            position: number;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            venue: string | null;
                            note: string;
                            capacity: number | null;
                            isPublic: boolean;
                        }[];
                        counts: {
                            partId: string;
                            invited: number;
                            confirmed: number;
                            waitlisted: number;
                            declined: number;
                            seats: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdParts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    date: string;
                    startTime: string;
                    endTime?: string | null;
                    venue?: string | null;
                    /** @default  */
                    note?: string;
                    /** @default null */
                    capacity?: number | null;
                    /** @default true */
                    isPublic?: boolean;
                };
            };
        };
        responses: {
            /** @description The part */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        position: number;
                        name: string;
                        date: string;
                        startTime: string;
                        endTime: string | null;
                        venue: string | null;
                        note: string;
                        capacity: number | null;
                        isPublic: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    putEventsByIdPartsOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    partIds: string[];
                };
            };
        };
        responses: {
            /** @description The parts in their new order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            position: number;
                            name: string;
                            date: string;
                            startTime: string;
                            endTime: string | null;
                            venue: string | null;
                            note: string;
                            capacity: number | null;
                            isPublic: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    putEventsByIdPartsByPartId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                partId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    date: string;
                    startTime: string;
                    endTime?: string | null;
                    venue?: string | null;
                    /** @default  */
                    note?: string;
                    /** @default null */
                    capacity?: number | null;
                    /** @default true */
                    isPublic?: boolean;
                };
            };
        };
        responses: {
            /** @description The part, saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        position: number;
                        name: string;
                        date: string;
                        startTime: string;
                        endTime: string | null;
                        venue: string | null;
                        note: string;
                        capacity: number | null;
                        isPublic: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteEventsByIdPartsByPartId: {
        parameters: {
            query?: {
                tell?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                partId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEventsByIdPartsByPartIdRemovalNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                partId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who answered, who would be told */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answered: number;
                        toTell: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postEventsByIdPartsInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Applies the change once per user and key however often it is sent; a repeat gets the first answer back with `Idempotent-Replayed: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guestIds?: string[];
                    category?: string;
                    partIds: string[];
                };
            };
        };
        responses: {
            /** @description How many guests the choice applied to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guests: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
        };
    };
    socialSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Callback URL to redirect to after the user has signed in */
                    callbackURL?: string;
                    newUserCallbackURL?: string;
                    /** @description Callback URL to redirect to if an error happens */
                    errorCallbackURL?: string;
                    provider: ("apple" | "atlassian" | "cloudflare" | "cognito" | "discord" | "facebook" | "figma" | "github" | "microsoft" | "google" | "huggingface" | "slack" | "spotify" | "twitch" | "twitter" | "dropbox" | "kick" | "linear" | "linkedin" | "gitlab" | "tiktok" | "reddit" | "roblox" | "salesforce" | "vk" | "zoom" | "notion" | "kakao" | "naver" | "line" | "paybin" | "paypal" | "polar" | "railway" | "vercel" | "wechat") | string;
                    /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
                    disableRedirect?: boolean;
                    idToken?: {
                        /** @description ID token from the provider */
                        token: string;
                        /** @description Nonce used to generate the token */
                        nonce?: string;
                        /** @description Access token from the provider */
                        accessToken?: string;
                        /** @description Refresh token from the provider */
                        refreshToken?: string;
                        /** @description Expiry date of the token */
                        expiresAt?: number;
                        /** @description The user object from the provider. Only available for some providers like Apple. */
                        user?: {
                            name?: {
                                firstName?: string;
                                lastName?: string;
                            };
                            email?: string;
                        };
                    };
                    /** @description Array of scopes to request from the provider. This will override the default scopes passed. */
                    scopes?: string[];
                    /** @description Explicitly request sign-up. Useful when disableImplicitSignUp is true for this provider */
                    requestSignUp?: boolean;
                    /** @description The login hint to use for the authorization code request */
                    loginHint?: string;
                    /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
                    additionalParams?: {
                        [key: string]: string;
                    };
                    additionalData?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success - Returns session details (idToken branch) or an authorize URL (redirect branch) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                        user?: components["schemas"]["User"];
                        url?: string;
                        redirect: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthCallbackById: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                device_id?: string;
                error_description?: string;
                state?: string;
                user?: string;
                iss?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirects back to the app */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthCallbackById: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                device_id?: string;
                error_description?: string;
                state?: string;
                user?: string;
                iss?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    code?: string;
                    error?: string;
                    device_id?: string;
                    error_description?: string;
                    state?: string;
                    user?: string;
                    iss?: string;
                };
            };
        };
        responses: {
            /** @description Redirects back to the app */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["Session"];
                        user: components["schemas"]["User"];
                    } | null;
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getSessionPost: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["Session"];
                        user: components["schemas"]["User"];
                    } | null;
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after provider logout */
                    callbackURL?: string;
                    /** @description Return the provider logout URL without redirecting */
                    disableRedirect?: boolean;
                    /** @description State to pass to the provider logout endpoint */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success?: boolean;
                        /** @description Provider logout URL when RP-initiated logout is available */
                        url?: string;
                        /** @description Whether the client should redirect to the provider logout URL */
                        redirect?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    signUpWithEmailAndPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The name of the user */
                    name: string;
                    /** @description The email of the user */
                    email: string;
                    /** @description The password of the user */
                    password: string;
                    /** @description The profile image URL of the user */
                    image?: string;
                    /** @description The URL to use for email verification callback */
                    callbackURL?: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Successfully created user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Authentication token for the session */
                        token?: string | null;
                        user: {
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description An account with this e-mail already exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    signInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Email of the user */
                    email: string;
                    /** @description Password of the user */
                    password: string;
                    /** @description Callback URL to use as a redirect for email verification */
                    callbackURL?: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Success - Returns either session details or redirect URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        redirect: false;
                        /** @description Session token */
                        token: string;
                        url?: string | null;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description The token to reset the password */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    verifyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The password to verify */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthVerifyEmail: {
        parameters: {
            query: {
                /** @description The token to verify the email */
                token: string;
                /** @description The URL to redirect to after email verification */
                callbackURL?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description Indicates if the email was verified successfully */
                        status: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    sendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The email to send the verification email to
                     * @example user@example.com
                     */
                    email: string;
                    /**
                     * @description The URL to use for email verification callback
                     * @example https://example.com/callback
                     */
                    callbackURL?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Indicates if the email was sent successfully
                         * @example true
                         */
                        status?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new email address to set must be a valid email address */
                    newEmail: string;
                    /** @description The URL to redirect to after email verification */
                    callbackURL?: string;
                };
            };
        };
        responses: {
            /** @description Email change request processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user?: components["schemas"]["User"];
                        /** @description Indicates if the request was successful */
                        status: boolean;
                        /**
                         * @description Status message of the email change process
                         * @enum {string|null}
                         */
                        message?: "Email updated" | "Verification email sent" | null;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description The current password is required */
                    currentPassword: string;
                    /** @description Must be a boolean value */
                    revokeOtherSessions?: boolean;
                };
            };
        };
        responses: {
            /** @description Password successfully changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description New session token if other sessions were revoked */
                        token?: string | null;
                        user: {
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session?: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The name of the user */
                    name?: string;
                    /** @description The image of the user */
                    image?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user?: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The callback URL to redirect to after the user is deleted */
                    callbackURL?: string;
                    /** @description The user's password. Required if session is not fresh */
                    password?: string;
                    /** @description The deletion verification token */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description User deletion processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the operation was successful */
                        success: boolean;
                        /**
                         * @description Status message of the deletion process
                         * @enum {string}
                         */
                        message: "User deleted" | "Verification email sent";
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The email address of the user to send a password reset email to */
                    email: string;
                    /** @description The URL to redirect the user to reset their password. If the token isn't valid or expired, it'll be redirected with a query parameter `?error=INVALID_TOKEN`. If the token is valid, it'll be redirected with a query parameter `?token=VALID_TOKEN */
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                        message?: string;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    resetPasswordCallback: {
        parameters: {
            query: {
                /** @description The URL to redirect the user to reset their password */
                callbackURL: string;
            };
            header?: never;
            path: {
                /** @description The token to reset the password */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description No such thing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    listUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRevokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The token to revoke */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the session was revoked successfully */
                        status: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRevokeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if all sessions were revoked successfully */
                        status: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRevokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if all other sessions were revoked successfully */
                        status: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    linkSocialAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after the user has signed in */
                    callbackURL?: string;
                    provider: ("apple" | "atlassian" | "cloudflare" | "cognito" | "discord" | "facebook" | "figma" | "github" | "microsoft" | "google" | "huggingface" | "slack" | "spotify" | "twitch" | "twitter" | "dropbox" | "kick" | "linear" | "linkedin" | "gitlab" | "tiktok" | "reddit" | "roblox" | "salesforce" | "vk" | "zoom" | "notion" | "kakao" | "naver" | "line" | "paybin" | "paypal" | "polar" | "railway" | "vercel" | "wechat") | string;
                    idToken?: {
                        token: string;
                        nonce?: string;
                        accessToken?: string;
                        refreshToken?: string;
                    };
                    requestSignUp?: boolean;
                    /** @description Additional scopes to request from the provider */
                    scopes?: string[];
                    /** @description The URL to redirect to if there is an error during the link process */
                    errorCallbackURL?: string;
                    /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
                    disableRedirect?: boolean;
                    /** @description The login hint to use for the authorization code request */
                    loginHint?: string;
                    /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
                    additionalParams?: {
                        [key: string]: string;
                    };
                    additionalData?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The authorization URL to redirect the user to */
                        url?: string;
                        /** @description Indicates if the user should be redirected to the authorization URL */
                        redirect: boolean;
                        status?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    listUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        providerId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        accountId: string;
                        userId: string;
                        scopes: string[];
                    }[];
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthDeleteUserCallback: {
        parameters: {
            query?: {
                token?: string;
                callbackURL?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User successfully deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the deletion was successful */
                        success: boolean;
                        /**
                         * @description Confirmation message
                         * @enum {string}
                         */
                        message: "User deleted";
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthUnlinkAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The Better Auth account ID to unlink */
                    accountId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The Better Auth account ID */
                    accountId: string;
                    /** @description The user ID associated with the account */
                    userId?: string;
                } | {
                    /**
                     * @description Select the current OAuth account from its signed cookie
                     * @enum {unknown}
                     */
                    useAccountCookie: true;
                    /** @description The user ID associated with the account */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Access token refreshed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokenType?: string;
                        idToken?: string;
                        accessToken?: string;
                        refreshToken?: string;
                        /** Format: date-time */
                        accessTokenExpiresAt?: string;
                        /** Format: date-time */
                        refreshTokenExpiresAt?: string;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    postAuthGetAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The Better Auth account ID */
                    accountId: string;
                    /** @description The user ID associated with the account */
                    userId?: string;
                } | {
                    /**
                     * @description Select the current OAuth account from its signed cookie
                     * @enum {unknown}
                     */
                    useAccountCookie: true;
                    /** @description The user ID associated with the account */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description A Valid access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokenType?: string;
                        idToken?: string;
                        accessToken?: string;
                        /** Format: date-time */
                        accessTokenExpiresAt?: string;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not allowed: a disabled account, a sensitive change without a fresh session, or a write from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is over 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthAccountInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            name?: string;
                            email?: string | null;
                            image?: string;
                            emailVerified: boolean;
                        };
                        account: {
                            id: string;
                            providerId: string;
                            accountId: string;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Not signed in, or (signing in) the wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthOk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API is working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the API is working */
                        ok: boolean;
                    };
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
    getAuthError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Bad input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
            /** @description Too many attempts; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"] | {
                        code?: string;
                        message: string;
                    };
                };
            };
        };
    };
}
