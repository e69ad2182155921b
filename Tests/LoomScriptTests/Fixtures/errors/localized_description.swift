import Foundation
// `localizedDescription`: a LocalizedError's own text, else Foundation's generic sentence.
enum StorageError: Error, LocalizedError {
    case full, locked
    var errorDescription: String? {
        switch self {
        case .full: return "The disk is full."
        case .locked: return nil
        }
    }
}
enum PlainError: Error { case first, second }
let errors: [Error] = [StorageError.full, PlainError.second]
for e in errors { print(e.localizedDescription) }
// expect: The disk is full.
// expect: The operation could not be completed. (main.PlainError error 1.)
print(StorageError.full.localizedDescription) // expect: The disk is full.
