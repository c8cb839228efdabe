import { createContext } from 'react';

/** True while the enclosing FormPaper's submit runs; FormActions shows its spinner from it. */
export const FormBusyContext = createContext(false);
