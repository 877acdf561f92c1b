import type { Messages } from "../en";

/** Hindi: a rejected review's one revision (decision 028), for the reviewer and the admin. */
export const revision: Messages["revision"] = {
  reviseBy: "{{date}} तक सुधारें",
  reviseTitle: "{{business}} के लिए अपना रिव्यू सुधारें",
  whyRejected: "यह क्यों अस्वीकृत हुआ",
  onceNotice:
    "आप यह रिव्यू एक बार सुधार सकते हैं। कारण में जो कहा गया है उसे ठीक करें; फिर यह मंज़ूरी के लिए हमारी टीम के पास दोबारा जाएगा।",
  keepProof: "नई फ़ोटो नहीं चुनी: पहले भेजी गई फ़ोटो ही रहेगी",
  revisedTitle: "रिव्यू सुधार दिया गया!",
  revisedText: "आपका सुधरा हुआ रिव्यू मंज़ूरी का इंतज़ार कर रहा है।",
  cannotReviseTitle: "सुधार नहीं हो सकता",
  notRejectedText: "सिर्फ़ अस्वीकृत रिव्यू ही सुधारा जा सकता है।",
  alreadyRevisedText: "आप यह रिव्यू एक बार सुधार चुके हैं।",
  tooLateText: "इस रिव्यू को सुधारने के 7 दिन पूरे हो चुके हैं।",
  campaignClosedText: "यह कैंपेन अब रिव्यू नहीं ले रहा है।",
  targetReachedText: "इस कैंपेन को जितने रिव्यू चाहिए थे, उतने मिल चुके हैं।",
};

/** Hindi: the earlier versions of a revised review, in the admin's queue. */
export const revisionHistory: Messages["revisionHistory"] = {
  revised: "अस्वीकृति के बाद सुधारा गया",
  earlierVersion: "पिछला रूप",
  submitted: "{{date}} को भेजा",
  rejected: "{{date}} को {{name}} ने अस्वीकार किया",
  rejectedNoAdmin: "{{date}} को अस्वीकार किया",
  reason: "कारण: {{reason}}",
  rating: "रेटिंग: 5 में से {{count}}",
  earlierProof: "पिछला सबूत",
};
