/** Words about a request's photos: why one was not added and what to do, and the photos a request holds. */
export const requestPhotosEn = {
  refusals: {
    notAPhoto: "Not added: this file is not a photo we can read. Choose a JPEG, PNG, WebP or GIF photo.",
    heic: "Not added: this iPhone photo is in HEIC format, which this browser cannot convert. On the iPhone, choose it from Photos in Safari (it is then sent as JPEG), or set Settings › Camera › Formats › Most Compatible.",
    tooLarge: "Not added: the photo is larger than 10 MB. Choose a smaller one.",
    tooMany: "Not added: a request holds at most 20 photos.",
    server: (reason: string) => `Not added: ${reason}`,
  },
  partlySavedTitle: "Your request is saved, but not every photo was added",
  partlySavedText: (count: number) =>
    count === 1
      ? "The photo marked below was not added. Remove it or add it again as a JPEG, PNG, WebP or GIF, then send the form again, or finish without it."
      : `The ${count} photos marked below were not added. Remove them or add them again as JPEG, PNG, WebP or GIF, then send the form again, or finish without them.`,
  finishWithout: (count: number): string =>
    count === 1 ? "Finish without this photo" : "Finish without these photos",
  partlySavedToast: "Request saved, but some photos were not added",
  notKeptWithDraft:
    "This browser cannot keep photos with your draft: if you leave this page, you will need to add them again.",
  current: "Photos on this request",
  currentHint: "Removing a photo takes it off the request at once.",
  removeCurrent: (index: number, total: number) => `Remove photo ${index} of ${total}`,
  removed: "Photo removed",
  removeFailed: "Could not remove the photo",
};
