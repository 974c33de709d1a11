// One `import TutorialKit` gives a host the whole public API: the layers below are re-exported, so
// a host never names them. What they share only with each other is `package`, not public.
@_exported import TutorialKitAuthoring
@_exported import TutorialKitJSON
@_exported import TutorialKitLayout
@_exported import TutorialKitModel
@_exported import TutorialKitSchema
@_exported import TutorialKitSeenState
@_exported import TutorialKitText
