// Async boundary: shared singletons are negotiated by Module Federation before any app code runs.
import('./bootstrap');
