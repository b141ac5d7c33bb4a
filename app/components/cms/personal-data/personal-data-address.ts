/** Where Settings → Personal data and its sub-screen are (issue 32). */
export const PERSONAL_DATA_PATH = '/cms/settings/personal-data';
/** Finding, exporting and erasing one person's data: a screen of its own. */
export const PERSONAL_DATA_REQUESTS_PATH = `${PERSONAL_DATA_PATH}/requests`;
