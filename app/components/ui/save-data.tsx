import { createContext, useContext } from 'react';

/**
 * Whether this visitor asked for less data (server/http/save-data.ts): the root loader reads it
 * from the request and provides it here, so images and the home video can answer it.
 */
export const SaveDataContext = createContext(false);

export const useSaveData = () => useContext(SaveDataContext);
