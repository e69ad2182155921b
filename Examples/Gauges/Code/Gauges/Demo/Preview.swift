// Excluded by Package.swift, as Xcode demo code often is: Loom does not load it either.
this file is not part of the module
