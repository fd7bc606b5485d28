/** The words of working offline; the spec's own texts (§4, issue 17) are used as they are. */
export const offlineMessages = {
  banner: (time: string) => `Offline — showing saved data from ${time}`,
  bannerNothingSaved: "Offline — changes you make are kept on this device until you are back online",
  savedOnDevice: "Saved on this device. It will be sent when you are back online.",
  notSeenTitle: "This page is not saved on this device",
  notSeen:
    "You are offline, and this page has not been opened here before. It will load when you are back online.",
  updateAvailable: "A new version is available —",
  reload: "Reload",
  waiting: (n: number) => (n === 1 ? "1 change waiting" : `${n} changes waiting`),
  refusedTitle: (label: string) => `Not saved: ${label}`,
  retry: "Retry",
  discard: "Discard",
} as const;
