// After the last server test file: the global setup's template databases are removed.
import { dropTemplates } from './jest.server.globalSetup';

export default dropTemplates;
