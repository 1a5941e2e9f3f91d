import { checkDocumentedStatuses } from './support/documented-statuses';

// Every test file: each status an app answered must be in its /api/openapi.json.
checkDocumentedStatuses();
