// Async boundary: Module Federation negotiates shared singletons before app code runs.
import('./bootstrap');
